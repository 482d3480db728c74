import { USERS_TABLE, openMemoryEventStore, openMemoryReadStore } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { personalDataExport } from './assemble.ts';

/** A person with an account and nothing else: no organization, no session. */
async function stores() {
  const readStore = openMemoryReadStore();
  await readStore.ensureTable({ name: 'users_v1' });
  await readStore.setAliases({ [USERS_TABLE]: 'users_v1' });
  await readStore.commit([
    { type: 'put', table: 'users_v1', doc: { id: 'u1', email: 'ann@example.com', name: 'Ann', created_at: '2026-01-01T00:00:00.000Z' } },
  ]);
  return { readStore, events: openMemoryEventStore(), clock: { now: () => new Date('2026-11-29T08:00:00.000Z') } };
}

describe('the personal data export', () => {
  it('holds no notifications while no notifications read model exists', async () => {
    const data = await personalDataExport(await stores(), 'u1');
    expect(data).toMatchObject({
      exported_at: '2026-11-29T08:00:00.000Z',
      profile: { email: 'ann@example.com' },
      organizations: [],
      sessions: [],
    });
    expect(data.notifications).toEqual([]);
  });

  it("takes the person's notifications from the reader plugged in, asked for them alone", async () => {
    const asked: string[] = [];
    const notifications = async (userId: string) => {
      asked.push(userId);
      return [{ id: 'n1', text: 'Your vacation was approved' }];
    };
    const data = await personalDataExport(await stores(), 'u1', { notifications });
    expect(data.notifications).toEqual([{ id: 'n1', text: 'Your vacation was approved' }]);
    expect(asked).toEqual(['u1']);
  });

  it('refuses a person the read models do not know', async () => {
    await expect(personalDataExport(await stores(), 'nobody')).rejects.toMatchObject({ code: 'not_found', detail: 'User not found' });
  });
});
