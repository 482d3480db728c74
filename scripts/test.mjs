#!/usr/bin/env node
// `npm test`: typecheck, lint and the web build, then every vitest project (scripts/run-tests.mjs).
// The checks before the tests are independent single-threaded processes, so they run side by side,
// as many at once as there are cores; each one's output is printed whole when it ends. Each phase
// says how long it took, so a CI log shows where the time went.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { delimiter, join } from 'node:path';

const checks = [
  // Longest first, so the last to start is a short one.
  { phase: 'typecheck', command: 'tsc -p tsconfig.json --noEmit' },
  { phase: 'lint', command: 'eslint .' },
  { phase: 'typecheck', command: 'tsc -p web/tsconfig.json --noEmit' },
  { phase: 'typecheck', command: 'tsc -p e2e/tsconfig.json --noEmit' },
  { phase: 'lint', command: 'prettier --check .' },
  { phase: 'build', command: 'npm run build:web' },
];

const bin = join(process.cwd(), 'node_modules', '.bin');
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** Runs a command to its end, its output kept; resolves with its exit status and output. */
function run({ command }) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}`, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status, output: Buffer.concat(output).toString() }));
  });
}

const started = performance.now();
const pending = [...checks];
const finished = [];
async function lane() {
  for (let check = pending.shift(); check; check = pending.shift()) {
    const since = performance.now();
    const { status, output } = await run(check);
    const ms = performance.now() - since;
    console.log(`\n> ${check.command}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(ms)}`);
    if (output.trim()) console.log(output.trimEnd());
    finished.push({ ...check, status, ms });
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), checks.length) }, lane));

const phases = new Map();
for (const { phase, ms } of finished) phases.set(phase, (phases.get(phase) ?? 0) + ms);
const took = [...phases].map(([phase, ms]) => `${phase} ${seconds(ms)}`).join(', ');
console.log(`\nChecks: ${took}; ${seconds(performance.now() - started)} side by side.`);
const failed = finished.filter((check) => check.status !== 0);
if (failed.length) {
  console.error(`Failed: ${failed.map((check) => check.command).join('; ')}`);
  process.exit(1);
}

const tests = spawnSync('node', ['scripts/run-tests.mjs', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(tests.status ?? 1);
