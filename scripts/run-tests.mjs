#!/usr/bin/env node
// Runs every vitest project, then closes with one plain line that any CI can read:
// "tests: N passed, N failed, N skipped", followed by each skipped test and why.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';

const report = 'test-results/vitest.json';
mkdirSync('test-results', { recursive: true });
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
const skipped = results.testResults.flatMap((file) =>
  file.assertionResults.filter((test) => test.status === 'skipped' || test.status === 'pending').map((test) => test.fullName),
);
if (skipped.length) {
  console.log(`\nSkipped (${skipped.length}):`);
  for (const name of skipped) console.log(`  - ${name}`);
}
const failed = results.numFailedTests + (results.numFailedTestSuites ?? 0);
console.log(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped.length} skipped`);
process.exit(run.status === 0 && failed === 0 && results.numPassedTests > 0 ? 0 : 1);
