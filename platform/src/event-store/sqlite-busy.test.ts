import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { retryWhileBusy } from './sqlite-busy.ts';

const busy = (): never => {
  throw new Database.SqliteError('database is locked', 'SQLITE_BUSY');
};

describe('retrying while SQLite is busy', () => {
  it('runs the step again until it succeeds within the timeout', () => {
    let calls = 0;
    expect(retryWhileBusy(5000, () => (++calls < 3 ? busy() : 'done'))).toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up with the busy error once the timeout has passed', () => {
    let calls = 0;
    expect(() =>
      retryWhileBusy(50, () => {
        calls++;
        return busy();
      }),
    ).toThrow('database is locked');
    expect(calls).toBeGreaterThan(1);
  });

  it('passes any other error on at once', () => {
    let calls = 0;
    const corrupt = (): never => {
      calls++;
      throw new Database.SqliteError('database disk image is malformed', 'SQLITE_CORRUPT');
    };
    expect(() => retryWhileBusy(5000, corrupt)).toThrow('malformed');
    expect(calls).toBe(1);
  });
});
