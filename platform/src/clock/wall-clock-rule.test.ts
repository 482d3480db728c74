import { describe, expect, it } from 'vitest';
import { lintMessages } from '../testing/lint.ts';

// The lint rule of eslint.config.js that keeps the time on the Clock: given a snippet at a path of
// the repository, when ESLint lints it, then the wall clock is refused, or allowed where named.

const refusals = (code: string, filePath: string) => lintMessages(code, filePath, 'no-restricted-syntax');

const REFUSED = expect.stringContaining('Read the time from the Clock');

describe('the wall-clock lint rule', () => {
  it.each([
    ['command-api/src/absences/stamp.ts', 'export const stamp = () => new Date().toISOString();\n'],
    ['query-api/src/schedules/today.ts', 'export const today = () => new Date(Date.now()).toISOString();\n'],
    ['platform/src/projection/lag.ts', 'export const read: () => number = Date.now;\n'],
    ['solver/src/service/answer.ts', 'export const at = () => Date.now();\n'],
    // Explanations read the solver's clock, counted in tests.
    ['solver/src/explain/explain.ts', 'export const deadline = () => Date.now() + 10_000;\n'],
    ['web/src/features/holidays/year.ts', 'export const year = () => new Date().getFullYear();\n'],
  ])('refuses the wall clock in %s', async (filePath, code) => {
    expect(await refusals(code, filePath)).toEqual(expect.arrayContaining([REFUSED]));
  });

  it('allows a given instant, and a wait measured on the monotonic clock', async () => {
    const code = "export const at = new Date('2026-11-29T09:00:00.000Z');\nexport const started = performance.now();\n";
    expect(await refusals(code, 'command-api/src/absences/instant.ts')).toEqual([]);
  });

  it.each([
    'platform/src/clock/clock.ts',
    'web/src/lib/clock.ts',
    'solver/src/search/orchestration/clock.ts',
    'solver/bench/quality.ts',
    'command-api/src/absences/absences.api.test.ts',
  ])('allows it where it is named an exception: %s', async (filePath) => {
    expect(await refusals('export const now = () => new Date(Date.now());\n', filePath)).toEqual([]);
  });
});
