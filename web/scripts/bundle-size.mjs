#!/usr/bin/env node
// Prints the initial JavaScript of the production build, gzipped: the entry script of
// web/dist/index.html plus every chunk it preloads (its static imports). Route chunks load later.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const LIMIT_KB = 250;
const dist = resolve(import.meta.dirname, '../dist');
let html;
try {
  html = readFileSync(resolve(dist, 'index.html'), 'utf8');
} catch {
  console.error('web/dist/index.html not found: run `npm run build:web` first.');
  process.exit(1);
}

const initial = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);

const kb = (bytes) => (bytes / 1024).toFixed(1);
let total = 0;
for (const path of new Set(initial)) {
  const gzipped = gzipSync(readFileSync(resolve(dist, `.${path}`)), { level: 9 }).length;
  total += gzipped;
  console.log(`  ${path.padEnd(48)} ${kb(gzipped).padStart(7)} KB gzip`);
}
console.log(`web: initial JS ${kb(total)} KB gzip (budget ${LIMIT_KB} KB) ${total <= LIMIT_KB * 1024 ? 'ok' : 'OVER BUDGET'}`);
process.exit(total <= LIMIT_KB * 1024 ? 0 : 1);
