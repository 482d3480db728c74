import { describe, expect, it } from 'vitest';
import { lintMessages } from '../testing/lint.ts';

// The function-length rule of eslint.config.js (shortFunctions): given a function of some length at
// a path of the repository, when ESLint lints it, then over 100 lines of code it is refused.

/** A function of `lines` lines of code (its braces counted), with a blank line and a comment line after each step. */
const functionOf = (lines: number) =>
  `export function long(): number {\n  let n = 0;\n${Array.from({ length: lines - 4 }, () => '  n += 1;\n\n  // counted out\n').join('')}  return n;\n}\n`;

const refusals = (code: string, filePath: string) => lintMessages(code, filePath, 'max-lines-per-function');

describe('the function-length lint rule', () => {
  it('refuses a function over 100 lines of code in a service, the platform or the cli', async () => {
    for (const filePath of ['command-api/src/trades/long.ts', 'platform/src/projection/long.ts', 'cli/src/demo/long.ts'])
      expect(await refusals(functionOf(101), filePath)).toEqual([expect.stringContaining('too many lines (101)')]);
  });

  it('counts neither blank lines nor comments', async () => {
    expect(await refusals(functionOf(100), 'command-api/src/trades/long.ts')).toEqual([]);
  });

  it.each(['command-api/src/trades/trades.api.test.ts', 'cli/src/testing/long.ts', 'solver/src/search/long.ts', 'web/src/lib/long.ts'])(
    'leaves %s to its own rules',
    async (filePath) => {
      expect(await refusals(functionOf(101), filePath)).toEqual([]);
    },
  );
});
