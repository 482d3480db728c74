import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { openSqliteReadStore } from '../read-store/sqlite.ts';
import { twoProcessSpecs } from './testing/two-processes.ts';

// The MongoDB run of the same specs is in read-store/mongodb.test.ts (it needs a container engine).
describe('projections across two processes on SQLite', () => {
  twoProcessSpecs(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rostra-two-'));
    const one = openSqliteReadStore(join(dir, 'read.db'));
    const other = openSqliteReadStore(join(dir, 'read.db'));
    return {
      one,
      other,
      async cleanup() {
        await Promise.all([one.close(), other.close()]);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
});
