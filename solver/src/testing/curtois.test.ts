import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { curtoisModel } from './curtois.ts';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

describe('the Curtois & Qu instances', () => {
  it('are kept inside the repository, so a clone without a shared folder beside it runs the tests', () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 20, 21, 22, 23, 24]) {
      const file = fileURLToPath(new URL(`../../benchmarks/curtois-qu/Instance${n}.txt`, import.meta.url));
      expect(file.startsWith(repository)).toBe(true);
      expect(existsSync(file)).toBe(true);
    }
    expect(curtoisModel(1).days).toBe(14);
  });
});
