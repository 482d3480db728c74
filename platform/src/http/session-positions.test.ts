import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReadStore } from '../read-store/port.ts';
import { openSqliteReadStore } from '../read-store/sqlite.ts';
import { lastPosition, rememberPosition, SESSION_POSITIONS_TABLE } from './session-positions.ts';

let dir: string;
let store: ReadStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rostra-positions-'));
  store = openSqliteReadStore(join(dir, 'read.db'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the last position of each session', () => {
  it('is unknown before the session has written', async () => {
    expect(await lastPosition(store, 's1')).toBeNull();
  });

  it('is the highest one kept, whatever order commands finish in, and one row is left', async () => {
    await rememberPosition(store, 's1', 7n);
    await rememberPosition(store, 's1', 12n);
    await rememberPosition(store, 's1', 9n);
    expect(await lastPosition(store, 's1')).toBe(12n);
    expect(await store.count(SESSION_POSITIONS_TABLE, { session_id: 's1' })).toBe(1);
  });

  it('keeps the highest of concurrent commands of one session', async () => {
    await Promise.all([5n, 300n, 41n, 2n, 299n].map((position) => rememberPosition(store, 's1', position)));
    expect(await lastPosition(store, 's1')).toBe(300n);
  });

  it('orders positions as numbers, up to the widest an EventStoreDB position takes', async () => {
    const wide = (1n << 127n) + 5n;
    await rememberPosition(store, 's1', 99n);
    await rememberPosition(store, 's1', wide);
    await rememberPosition(store, 's1', 100n);
    expect(await lastPosition(store, 's1')).toBe(wide);
  });

  it('keeps sessions apart', async () => {
    await rememberPosition(store, 's1', 10n);
    await rememberPosition(store, 's2', 3n);
    expect([await lastPosition(store, 's1'), await lastPosition(store, 's2')]).toEqual([10n, 3n]);
  });
});
