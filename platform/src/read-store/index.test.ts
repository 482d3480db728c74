import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openReadStore } from './index.ts';

describe('openReadStore', () => {
  it('opens a sqlite file store from sqlite:<path>, creating its folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rostra-open-'));
    const path = join(dir, 'nested', 'read.db');
    try {
      const store = await openReadStore(`sqlite:${path}`);
      await store.ensureTable({ name: 'things' });
      await store.commit([{ type: 'put', table: 'things', doc: { id: 't' } }]);
      await store.close();

      const again = await openReadStore(`sqlite:${path}`);
      expect(await again.get('things', 't')).toEqual({ id: 't' });
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens a fresh memory store from memory:', async () => {
    const store = await openReadStore('memory:');
    expect(await store.listTables()).toEqual([]);
  });

  it('rejects URLs of no known adapter', async () => {
    await expect(openReadStore('postgres://db/x')).rejects.toThrow(/unsupported read store URL/);
  });
});
