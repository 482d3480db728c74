import Database from 'better-sqlite3';

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `step` again while SQLite answers SQLITE_BUSY, until `timeoutMs` has passed. The busy
 * timeout does not cover every case: where waiting could deadlock, SQLite returns SQLITE_BUSY at
 * once instead of calling its busy handler — as when two processes open a new log and switch it to
 * WAL at the same moment.
 */
export function retryWhileBusy<T>(timeoutMs: number, step: () => T): T {
  const until = performance.now() + timeoutMs;
  for (;;) {
    try {
      return step();
    } catch (error) {
      const busy = error instanceof Database.SqliteError && error.code.startsWith('SQLITE_BUSY');
      if (!busy || performance.now() >= until) throw error;
      // A short random pause, so two processes do not retry in step.
      Atomics.wait(pause, 0, 0, 5 + Math.floor(Math.random() * 20));
    }
  }
}
