import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../read-store/memory.ts';
import { scratchDirs } from '../testing/scratch-dirs.ts';
import { mailId, OUTBOX_CHECKPOINT, SENT_MAILS } from './outbox.ts';
import { dropSentMails } from './outbox-retention.ts';

const scratch = scratchDirs('rostra-outbox-retention-');
const cutoff = new Date('2026-10-30T00:00:00.000Z');

/** Sent mails of log positions 1 to 3 (the outbox followed the log to 3): one old, one recent, one recorded before sent times were kept. */
async function outbox(checkpoint = 3n) {
  const store = openMemoryReadStore();
  await store.ensureTable({ name: SENT_MAILS });
  const mail = (position: bigint, sentAt?: string) => ({
    id: mailId(position, 'ann@example.com'),
    to: 'ann@example.com',
    subject: 'Your schedule',
    ...(sentAt ? { sent_at: sentAt } : {}),
  });
  const [old, recent, unstamped] = [mail(1n, '2026-10-01T00:00:00.000Z'), mail(2n, '2026-11-20T00:00:00.000Z'), mail(3n)];
  await store.commit(
    [old, recent, unstamped].map((doc) => ({ type: 'put', table: SENT_MAILS, doc })),
    { key: OUTBOX_CHECKPOINT, position: checkpoint },
  );
  const dir = join(scratch(), 'outbox');
  await mkdir(dir);
  const file = async (id: string, at: string) => {
    await writeFile(join(dir, `${id}.eml`), 'To: ann@example.com\n');
    await utimes(join(dir, `${id}.eml`), new Date(at), new Date(at));
    return join(dir, `${id}.eml`);
  };
  const files = { old: await file(old.id, '2026-10-01T00:00:00.000Z'), recent: await file(recent.id, '2026-11-20T00:00:00.000Z') };
  return { store, dir, files, ids: { old: old.id, recent: recent.id, unstamped: unstamped.id } };
}

describe('retention of sent e-mail', () => {
  it('drops the records and the outbox files of mails sent before the cutoff, and keeps the recent ones', async () => {
    const { store, dir, files, ids } = await outbox();
    expect(await dropSentMails(store, dir, cutoff)).toEqual({ records: 2, files: 1 });
    expect((await store.find(SENT_MAILS)).map((row) => row.id)).toEqual([ids.recent]);
    expect([existsSync(files.old), existsSync(files.recent)]).toEqual([false, true]);
  });

  it('keeps the records of events the outbox has not finished with, whatever their age', async () => {
    const { store, dir, ids } = await outbox(0n);
    expect((await dropSentMails(store, dir, cutoff)).records).toBe(0);
    expect(await store.count(SENT_MAILS)).toBe(3);
    expect(ids.old).toMatch(/^0{39}1-/);
  });

  it('does nothing without an outbox folder (mail goes through SMTP)', async () => {
    const { store } = await outbox();
    expect(await dropSentMails(store, join(scratch(), 'none'), cutoff)).toEqual({ records: 2, files: 0 });
  });
});
