#!/usr/bin/env node
// Runs every vitest project, then closes with one plain line that any CI can read:
// "tests: N passed, N failed, N skipped", after the skipped tests grouped by suite, with reasons.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const report = 'test-results/vitest.json';
const skipReasons = 'test-results/skipped-suites.jsonl';
mkdirSync('test-results', { recursive: true });
rmSync(skipReasons, { force: true });
const started = performance.now();
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);

let results;
try {
  results = JSON.parse(readFileSync(report, 'utf8'));
} catch {
  console.error('No test report was written.');
  process.exit(run.status || 1);
}

const skippedBySuite = new Map();
for (const file of results.testResults) {
  for (const test of file.assertionResults) {
    if (test.status !== 'skipped' && test.status !== 'pending') continue;
    const suite = test.ancestorTitles[0] ?? file.name;
    skippedBySuite.set(suite, (skippedBySuite.get(suite) ?? 0) + 1);
  }
}
const skipped = [...skippedBySuite.values()].reduce((sum, count) => sum + count, 0);
if (skipped) {
  console.log(`\nSkipped tests by suite:`);
  for (const [suite, count] of skippedBySuite) console.log(`  - ${suite}: ${count}`);
}
if (existsSync(skipReasons)) {
  console.log('Why:');
  const reasons = new Map(
    readFileSync(skipReasons, 'utf8')
      .trim()
      .split('\n')
      .map((line) => Object.values(JSON.parse(line))),
  );
  for (const [suite, reason] of reasons) console.log(`  - ${suite}: ${reason}`);
}
console.log(`\nTests took ${Math.round((performance.now() - started) / 1000)} s.`);
console.log(`tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
process.exit(run.status === 0 && results.numFailedTests === 0 && results.numPassedTests > 0 ? 0 : 1);
