#!/usr/bin/env node
// Calendar render time in Chromium: builds a harness page (bench-calendar.html/.tsx) with Vite,
// serves it on 127.0.0.1, and reads the Performance API measures the page took while mounting the
// month of a 200-employee organization. Budget: 100 ms from the data's arrival to a laid-out page
// (the median of each view: chips, expanded details, the personal view). Set CHROMIUM_PATH for another browser than /usr/bin/chromium.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';

const BUDGET_MS = 100;
const here = import.meta.dirname;
const out = mkdtempSync(join(tmpdir(), 'rostra-bench-calendar-'));

await build({
  // The app's plugins and the @/ alias; the harness page is the input.
  configFile: resolve(here, '../vite.config.ts'),
  root: here,
  logLevel: 'warn',
  build: { outDir: out, emptyOutDir: true, rollupOptions: { input: resolve(here, 'bench-calendar.html') } },
});

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  try {
    const body = readFileSync(join(out, path === '/' ? 'bench-calendar.html' : path));
    response.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((ready) => server.listen(0, '127.0.0.1', ready));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
let results;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  results = await page.waitForFunction(() => globalThis.benchResults, undefined, { timeout: 60_000 }).then((handle) => handle.jsonValue());
} finally {
  await browser.close();
  server.close();
  rmSync(out, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (mode) => `${median(results[mode]).toFixed(1)} ms median, ${Math.max(...results[mode]).toFixed(1)} ms max`;
console.log(
  `web: calendar month of ${results.employees} employees (${results.assignments} assignments), ${results.collapsed.length} mounts each`,
);
console.log(`  chips (default)        ${line('collapsed')}`);
console.log(`  expanded details       ${line('expanded')}`);
console.log(`  personal view          ${line('personal')}`);
const slowest = Math.max(...['collapsed', 'expanded', 'personal'].map((mode) => median(results[mode])));
const ok = slowest <= BUDGET_MS;
console.log(`web: calendar render ${slowest.toFixed(1)} ms, slowest view's median (budget ${BUDGET_MS} ms) ${ok ? 'ok' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
