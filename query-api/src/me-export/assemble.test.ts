import { DEFAULT_EMAIL_SETTINGS, NOTIFICATION_SETTINGS_TABLE, NOTIFICATIONS_TABLE } from '@rostra/contracts';
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
  it('holds no notifications, and every e-mail switch on, for a person who has none', async () => {
    const data = await personalDataExport(await stores(), 'u1');
    expect(data).toMatchObject({
      exported_at: '2026-11-29T08:00:00.000Z',
      profile: { email: 'ann@example.com' },
      organizations: [],
      sessions: [],
      notifications: [],
    });
    expect(data.notification_settings).toEqual(DEFAULT_EMAIL_SETTINGS);
  });

  it("holds the person's notifications, newest first, and their e-mail switches, never anyone else's", async () => {
    const given = await stores();
    const notice = (id: string, user_id: string) => ({
      id,
      user_id,
      organization_id: '7',
      type: 'vacation_decided',
      created_at: `2026-11-2${id.slice(-1)}T08:00:00.000Z`,
      read: false,
      title: 'Your vacation was approved',
      body: `Notice ${id}`,
      link: '/organizations/7/my-schedule?tab=vacation',
    });
    await given.readStore.ensureTable({ name: 'notifications_v1' });
    await given.readStore.ensureTable({ name: 'notification_settings_v1' });
    await given.readStore.setAliases({
      [NOTIFICATIONS_TABLE]: 'notifications_v1',
      [NOTIFICATION_SETTINGS_TABLE]: 'notification_settings_v1',
    });
    await given.readStore.commit([
      { type: 'put', table: 'notifications_v1', doc: notice('n1', 'u1') },
      { type: 'put', table: 'notifications_v1', doc: notice('n2', 'u1') },
      { type: 'put', table: 'notifications_v1', doc: notice('n3', 'u2') },
      { type: 'put', table: 'notification_settings_v1', doc: { id: 'u1', email: { shift_reminder: false } } },
    ]);
    const data = await personalDataExport(given, 'u1');
    expect(data.notifications.map((n) => n.body)).toEqual(['Notice n2', 'Notice n1']);
    expect(data.notification_settings).toEqual({ ...DEFAULT_EMAIL_SETTINGS, shift_reminder: false });
  });

  it('refuses a person the read models do not know', async () => {
    await expect(personalDataExport(await stores(), 'nobody')).rejects.toMatchObject({ code: 'not_found', detail: 'User not found' });
  });
});
