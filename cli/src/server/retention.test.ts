import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createLogger,
  loadConfig,
  mailId,
  openMemoryReadStore,
  OUTBOX_CHECKPOINT,
  SENT_MAILS,
  SESSIONS_TABLE,
  type SessionRow,
} from '@rostra/platform';
import { scratchDirs } from '@rostra/platform/testing/scratch-dirs';
import { describe, expect, it } from 'vitest';
import { startRetention } from './retention.ts';

const scratch = scratchDirs('rostra-retention-');
const now = new Date('2026-11-29T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** A session and a sent mail each just inside and just past the default retention (90 and 30 days). */
async function dataDir() {
  const readStore = openMemoryReadStore();
  await Promise.all([readStore.ensureTable({ name: 'sessions_v1' }), readStore.ensureTable({ name: SENT_MAILS })]);
  await readStore.setAliases({ [SESSIONS_TABLE]: 'sessions_v1' });
  const session = (id: string, lastUsedAt: string): SessionRow => ({
    id,
    user_id: 'u1',
    user_agent: 'Firefox',
    created_at: lastUsedAt,
    last_used_at: lastUsedAt,
    expires_at: lastUsedAt,
    revoked: false,
  });
  const mail = (position: bigint, sentAt: string) => ({
    id: mailId(position, 'ann@example.com'),
    to: 'ann@example.com',
    subject: 'Hi',
    sent_at: sentAt,
  });
  await readStore.commit(
    [
      { type: 'put', table: 'sessions_v1', doc: session('s89', daysAgo(89)) },
      { type: 'put', table: 'sessions_v1', doc: session('s91', daysAgo(91)) },
      { type: 'put', table: SENT_MAILS, doc: mail(1n, daysAgo(31)) },
      { type: 'put', table: SENT_MAILS, doc: mail(2n, daysAgo(29)) },
    ],
    { key: OUTBOX_CHECKPOINT, position: 2n },
  );
  const outboxDir = join(scratch(), 'outbox');
  await mkdir(outboxDir);
  for (const [position, days] of [
    [1n, 31],
    [2n, 29],
  ] as const) {
    const file = join(outboxDir, `${mailId(position, 'ann@example.com')}.eml`);
    await writeFile(file, 'To: ann@example.com\n');
    await utimes(file, new Date(daysAgo(days)), new Date(daysAgo(days)));
  }
  return { readStore, outboxDir };
}

describe('the retention sweep of the server', () => {
  it('drops, as it starts, session addresses past 90 days and sent e-mail past 30 days by default', async () => {
    const { readStore, outboxDir } = await dataDir();
    const config = loadConfig({});
    const retention = await startRetention({
      readStore,
      outboxDir,
      clock: { now: () => now },
      logger: createLogger('test', 'silent'),
      signInDays: config.SIGN_IN_RETENTION_DAYS,
      sentMailDays: config.SENT_MAIL_RETENTION_DAYS,
    });
    retention.stop();
    const sessions = await readStore.find<SessionRow>('sessions_v1', { sort: [{ field: 'id', direction: 'asc' }] });
    expect(sessions.map((row) => [row.id, row.user_agent])).toEqual([
      ['s89', 'Firefox'],
      ['s91', null],
    ]);
    expect((await readStore.find(SENT_MAILS)).map((row) => row.id)).toEqual([mailId(2n, 'ann@example.com')]);
    expect(existsSync(join(outboxDir, `${mailId(1n, 'ann@example.com')}.eml`))).toBe(false);
    expect(existsSync(join(outboxDir, `${mailId(2n, 'ann@example.com')}.eml`))).toBe(true);
  });

  it('takes its periods from the settings', () => {
    expect(loadConfig({})).toMatchObject({ SIGN_IN_RETENTION_DAYS: 90, SENT_MAIL_RETENTION_DAYS: 30 });
    expect(loadConfig({ SIGN_IN_RETENTION_DAYS: '30', SENT_MAIL_RETENTION_DAYS: '7' })).toMatchObject({
      SIGN_IN_RETENTION_DAYS: 30,
      SENT_MAIL_RETENTION_DAYS: 7,
    });
    expect(() => loadConfig({ SENT_MAIL_RETENTION_DAYS: '0' })).toThrow(/SENT_MAIL_RETENTION_DAYS/);
  });
});
