import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, openSqliteEventStore } from '@rostra/platform';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProgram } from '../program.ts';
import { openStores } from '../server/stores.ts';

afterEach(() => vi.restoreAllMocks());

const NAME = 'Vbnq Åsa';
const registered = {
  type: 'UserRegistered',
  version: 1,
  data: { userId: 'u1', email: 'vbnq@example.com', name: NAME, passwordHash: 'h' },
  metadata: {
    actorUserId: 'u1',
    actorEmail: 'vbnq@example.com',
    organizationId: null,
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-01-01T00:00:00.000Z',
  },
};

describe('rostra migrate personal-data', () => {
  it('copies a log written before sealing into a new one with personal fields sealed, positions kept', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rostra-migrate-'));
    try {
      const legacy = openSqliteEventStore(join(dataDir, 'events.db'));
      await legacy.append('user-u1', [registered], { expectedRevision: 'no_stream' });
      await legacy.append(
        'user-u2',
        [{ ...registered, data: { ...registered.data, userId: 'u2', email: 'other@example.com', name: 'Other' } }],
        {
          expectedRevision: 'no_stream',
        },
      );
      await legacy.close();

      vi.stubEnv('DATA_DIR', dataDir);
      vi.stubEnv('LOG_LEVEL', 'silent');
      const lines: string[] = [];
      vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void lines.push(parts.join(' ')));
      await buildProgram().parseAsync(['node', 'rostra', 'migrate', 'personal-data', '--to', `sqlite:${join(dataDir, 'sealed.db')}`]);
      expect(lines.join('\n')).toMatch(/^2 events copied with personal fields sealed, and checked/m);
      expect(readFileSync(join(dataDir, 'sealed.db')).includes(Buffer.from('Vbnq'))).toBe(false);

      // Switched to the new log, the server reads the person as written.
      vi.stubEnv('EVENT_STORE_URL', `sqlite:${join(dataDir, 'sealed.db')}`);
      const stores = await openStores(loadConfig());
      const [event] = await stores.events.readStream('user-u1');
      await stores.close();
      vi.unstubAllEnvs();
      expect(event).toMatchObject({
        position: 1n,
        data: { name: NAME, email: 'vbnq@example.com' },
        metadata: { actorEmail: 'vbnq@example.com' },
      });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
