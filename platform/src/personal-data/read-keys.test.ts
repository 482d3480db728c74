import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReadKeys } from './read-keys.ts';
import { SqliteKeyStore } from './sqlite-key-store.ts';
import { CONTRACT_KEY } from './testing/key-store-contract.ts';

let store: SqliteKeyStore;
let now = 0;
beforeEach(async () => {
  store = new SqliteKeyStore(':memory:', CONTRACT_KEY);
  await store.keys(['user:u1'], { create: true });
  now = 0;
});
afterEach(() => store.close());

describe('the keys a process reads with', () => {
  it('are opened once, then held', async () => {
    const keys = new ReadKeys(store, { now: () => now, lookups: 1000, intervalMs: 1000 });
    const first = (await keys.keys(['user:u1'])).get('user:u1');
    expect(first).toHaveProperty('key');
    expect((await keys.keys(['user:u1'])).get('user:u1')).toBe(first);
  });

  it('drop a key erased elsewhere at the next check: a new read, enough look-ups, or enough time', async () => {
    const byCheck = new ReadKeys(store, { now: () => now, lookups: 1000, intervalMs: 1000 });
    const byLookups = new ReadKeys(store, { now: () => now, lookups: 2, intervalMs: 1000 });
    const byTime = new ReadKeys(store, { now: () => now, lookups: 1000, intervalMs: 1000 });
    for (const keys of [byCheck, byLookups, byTime]) await keys.keys(['user:u1']);
    const number = await store.erase(['user:u1']);

    // Held until a check: the store is asked about erasures, not about every key.
    expect((await byCheck.keys(['user:u1'])).get('user:u1')).toHaveProperty('key');
    await byCheck.check();
    expect((await byCheck.keys(['user:u1'])).get('user:u1')).toEqual({ erasedAs: number });

    expect((await byLookups.keys(['user:u1'])).get('user:u1')).toHaveProperty('key');
    expect((await byLookups.keys(['user:u1'])).get('user:u1')).toEqual({ erasedAs: number });

    expect((await byTime.keys(['user:u1'])).get('user:u1')).toHaveProperty('key');
    now = 1000;
    expect((await byTime.keys(['user:u1'])).get('user:u1')).toEqual({ erasedAs: number });
  });
});
