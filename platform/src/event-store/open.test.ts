import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EsdbEventStore } from './esdb.ts';
import { MemoryEventStore } from './memory.ts';
import { openEventStore } from './open.ts';
import { SqliteEventStore } from './sqlite.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('openEventStore', () => {
  it('opens the adapter the URL names', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rostra-open-'));
    dirs.push(dir);
    for (const [url, adapter] of [
      ['memory:', MemoryEventStore],
      [`sqlite:${join(dir, 'events.db')}`, SqliteEventStore],
      ['sqlite::memory:', SqliteEventStore],
      ['esdb://localhost:2113?tls=false', EsdbEventStore],
    ] as const) {
      const store = await openEventStore(url);
      expect(store).toBeInstanceOf(adapter);
      await store.close();
    }
  });

  it('rejects other URLs without echoing them', async () => {
    await expect(openEventStore('postgres://user:secret@db/events')).rejects.toThrow(/^EVENT_STORE_URL must start with .*"postgres"/);
    await expect(openEventStore('sqlite:')).rejects.toThrow(/needs a file path/);
  });
});
