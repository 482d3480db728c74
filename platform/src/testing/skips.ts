import { appendFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const REPORT_DIR = resolve(import.meta.dirname, '../../../test-results');

/**
 * Says why a whole suite is skipped: on the console, and in test-results/skipped-suites.jsonl,
 * which the test command's summary prints (vitest's JSON report keeps no skip reasons).
 */
export function reportSkippedSuite(suite: string, reason: string): void {
  console.log(`${suite} skipped: ${reason}`);
  mkdirSync(REPORT_DIR, { recursive: true });
  appendFileSync(resolve(REPORT_DIR, 'skipped-suites.jsonl'), `${JSON.stringify({ suite, reason })}\n`);
}
