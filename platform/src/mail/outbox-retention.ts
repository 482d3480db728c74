import { readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReadStore } from '../read-store/port.ts';
import { OUTBOX_CHECKPOINT, SENT_MAILS } from './outbox.ts';

interface SentMailRow {
  id: string;
  /** Absent on mails recorded before sent times were kept: they count as old. */
  sent_at?: string;
  [key: string]: unknown;
}

const positionOf = (id: string) => BigInt(id.slice(0, 40));

/**
 * Retention of sent e-mail: the records of mails sent before `cutoff` (recipient and subject) and
 * the `.eml` files the outbox folder holds from before it. A record is kept while its event is past
 * the outbox's checkpoint, since only those are looked up (not to send a mail twice after a crash).
 * Answers how many records and files it dropped.
 */
export async function dropSentMails(store: ReadStore, outboxDir: string, cutoff: Date): Promise<{ records: number; files: number }> {
  const before = cutoff.toISOString();
  const checkpoint = await store.getCheckpoint(OUTBOX_CHECKPOINT);
  const rows = await store.find<SentMailRow>(SENT_MAILS);
  const old = rows.filter((row) => (row.sent_at ?? '') < before && checkpoint !== null && positionOf(row.id) <= checkpoint);
  if (old.length > 0) await store.commit(old.map((row) => ({ type: 'delete' as const, table: SENT_MAILS, id: row.id })));
  return { records: old.length, files: await dropOldFiles(outboxDir, cutoff) };
}

async function dropOldFiles(outboxDir: string, cutoff: Date): Promise<number> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  let dropped = 0;
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = join(outboxDir, name);
    if ((await stat(file)).mtime < cutoff) {
      await unlink(file);
      dropped += 1;
    }
  }
  return dropped;
}
