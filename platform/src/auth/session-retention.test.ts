import { describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../read-store/memory.ts';
import { SESSIONS_TABLE, type SessionRow } from './session-check.ts';
import { dropSessionAddresses } from './session-retention.ts';

const session = (id: string, lastUsedAt: string): SessionRow => ({
  id,
  user_id: 'u1',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/128.0',
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: lastUsedAt,
  expires_at: '2026-12-31T00:00:00.000Z',
  revoked: false,
});

async function sessions(...rows: SessionRow[]) {
  const store = openMemoryReadStore();
  await store.ensureTable({ name: 'sessions_v1' });
  await store.setAliases({ [SESSIONS_TABLE]: 'sessions_v1' });
  await store.commit(rows.map((doc) => ({ type: 'put', table: 'sessions_v1', doc })));
  return store;
}

describe('retention of session addresses', () => {
  it('forgets the user agent of sessions last used before the cutoff, keeping the sessions themselves', async () => {
    const store = await sessions(session('old', '2026-08-01T00:00:00.000Z'), session('recent', '2026-11-01T00:00:00.000Z'));
    expect(await dropSessionAddresses(store, new Date('2026-08-31T00:00:00.000Z'))).toBe(1);
    const rows = await store.find<SessionRow>('sessions_v1', { sort: [{ field: 'id', direction: 'asc' }] });
    expect(rows.map((row) => [row.id, row.user_agent, row.revoked])).toEqual([
      ['old', null, false],
      ['recent', 'Mozilla/5.0 (Windows NT 10.0) Firefox/128.0', false],
    ]);
    expect(await dropSessionAddresses(store, new Date('2026-08-31T00:00:00.000Z'))).toBe(0);
  });

  it('does nothing before the sessions read model is built', async () => {
    expect(await dropSessionAddresses(openMemoryReadStore(), new Date('2026-08-31T00:00:00.000Z'))).toBe(0);
  });
});
