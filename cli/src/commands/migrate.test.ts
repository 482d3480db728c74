import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, openSqliteEventStore, unkeyedEmailStream, type NewEvent } from '@rostra/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../api-client.ts';
import { buildProgram } from '../program.ts';
import { openStores } from '../server/stores.ts';
import { startTestServer } from '../testing/test-server.ts';

const NAME = 'Vbnq Åsa';
const metadata = {
  actorUserId: 'u1',
  actorEmail: 'vbnq@example.com',
  organizationId: null,
  correlationId: 'c',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};
const registered: NewEvent = {
  type: 'UserRegistered',
  version: 1,
  data: { userId: 'u1', email: 'vbnq@example.com', name: NAME, passwordHash: 'h' },
  metadata,
};
const claimed: NewEvent = { type: 'EmailClaimed', version: 1, data: { email: 'vbnq@example.com', userId: 'u1' }, metadata };

let dataDir: string;
let lines: string[];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rostra-migrate-'));
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('LOG_LEVEL', 'silent');
  lines = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void lines.push(parts.join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A log written before sealing and keyed stream names: `streams` appended in order to events.db. */
async function legacyLog(streams: [string, NewEvent][]): Promise<void> {
  const legacy = openSqliteEventStore(join(dataDir, 'events.db'));
  for (const [stream, event] of streams) await legacy.append(stream, [event], { expectedRevision: 'no_stream' });
  await legacy.close();
}

const migrated = () =>
  buildProgram().parseAsync(['node', 'rostra', 'migrate', 'personal-data', '--to', `sqlite:${join(dataDir, 'sealed.db')}`]);

describe('rostra migrate personal-data', () => {
  it('copies a log written before sealing into a new one with personal fields sealed, positions kept', async () => {
    await legacyLog([
      ['user-u1', registered],
      ['user-u2', { ...registered, data: { userId: 'u2', email: 'other@example.com', name: 'Other', passwordHash: 'h' } }],
    ]);
    await migrated();
    expect(lines.join('\n')).toMatch(/^2 events copied with personal fields sealed, and checked/m);
    expect(readFileSync(join(dataDir, 'sealed.db')).includes(Buffer.from('Vbnq'))).toBe(false);

    // Switched to the new log, the server reads the person as written.
    vi.stubEnv('EVENT_STORE_URL', `sqlite:${join(dataDir, 'sealed.db')}`);
    const stores = await openStores(loadConfig());
    const [event] = await stores.events.readStream('user-u1');
    await stores.close();
    expect(event).toMatchObject({
      position: 1n,
      data: { name: NAME, email: 'vbnq@example.com' },
      metadata: { actorEmail: 'vbnq@example.com' },
    });
  });

  it("renames an address's claim stream to its keyed name: sign-up on the new log still refuses the address, in any casing", async () => {
    await legacyLog([
      ['user-u1', registered],
      [unkeyedEmailStream('vbnq@example.com'), claimed],
    ]);
    await migrated();
    const sealed = readFileSync(join(dataDir, 'sealed.db'));
    expect(sealed.includes(Buffer.from(unkeyedEmailStream('vbnq@example.com')))).toBe(false);

    const server = await startTestServer({ DATA_DIR: dataDir, EVENT_STORE_URL: `sqlite:${join(dataDir, 'sealed.db')}` });
    try {
      const api = new ApiClient(server.url);
      const taken = await api.post('/auth/register', { email: 'VBNQ@Example.com', password: 'Passw0rd!' });
      expect(taken.status).toBe(409);
      expect(taken.body.detail).toBe('An account with this email already exists');
      expect((await api.post('/auth/register', { email: 'new@example.com', password: 'Passw0rd!' })).status).toBe(201);
    } finally {
      await server.stop();
    }
  });
});
