import { createHash } from 'node:crypto';
import type { EventStore, RecordedEvent, Subscription } from '../event-store/port.ts';
import { systemClock, type Clock } from '../clock/clock.ts';
import type { Logger } from '../logging/logger.ts';
import type { Change, ReadStore } from '../read-store/port.ts';
import type { MailMessage, Mailer } from './mailer.ts';
import { MAIL_SECRETS } from './secrets.ts';

/** One mail an event calls for. */
export interface OutgoingMail extends MailMessage {
  /** Tells the mails of one event apart (the recipient): with the event's position, the mail's identity. */
  key: string;
  /** Committed with the record that the mail went out (e.g. dropping a secret only it needed). */
  whenSent?: Change[];
}

/**
 * The mails an event calls for, by event type. Composed from the log as of the event (not as it
 * is now), so a mail composed again after a crash says what it would have said.
 */
export type MailSources = Record<string, (event: RecordedEvent) => Promise<OutgoingMail[]>>;

export interface MailOutboxDeps {
  events: EventStore;
  readStore: ReadStore;
  mailer: Mailer;
  sources: MailSources;
  logger: Logger;
  /** Tries of one mail (or of composing an event's mails) before it is given up (default 5). */
  maxAttempts?: number;
  /** First wait before trying again, doubled each time (default 1000 ms). */
  retryMs?: number;
  /** When a mail is recorded sent (retention drops the records and files of old ones). */
  clock?: Clock;
}

/** One row per mail that went out (or was given up), by the mail's identity. */
export const SENT_MAILS = 'mail_sent';
export const OUTBOX_CHECKPOINT = 'mail:outbox';

/** Letters, digits, a hyphen: the log position first, so the ids (and outbox files) sort in log order. */
export function mailId(position: bigint, key: string): string {
  return `${position.toString().padStart(40, '0')}-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}

/**
 * E-mail follows from the events, never from the request that appended them: the outbox follows
 * the log from its checkpoint, composes the mails each event calls for, and records each one
 * sent before the next. After a crash it resumes from the checkpoint and skips what is recorded,
 * so every mail goes out, and only the one being sent at the crash can go out again — as the same
 * message (same Message-ID; the same file in the outbox folder). Run it in one process.
 */
export class MailOutbox {
  private subscription: Subscription | null = null;
  private loop: Promise<void> | null = null;
  private stopped = false;
  private followed: bigint | null = null;

  constructor(private readonly deps: MailOutboxDeps) {}

  /** The last log position the outbox has finished with (null before the first). */
  get position(): bigint | null {
    return this.followed;
  }

  async start(): Promise<void> {
    const { readStore, events } = this.deps;
    await Promise.all([readStore.ensureTable({ name: SENT_MAILS }), readStore.ensureTable({ name: MAIL_SECRETS })]);
    let after = await readStore.getCheckpoint(OUTBOX_CHECKPOINT);
    if (after === null) {
      // A log from before the outbox: its mails went out with their requests.
      after = await events.headPosition();
      if (after !== null) await readStore.commit([], { key: OUTBOX_CHECKPOINT, position: after });
    }
    this.followed = after;
    this.loop = this.follow();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.close();
    await this.loop;
  }

  /** Follows the log until stopped; a failed subscription (the store restarting) resumes where it was. */
  private async follow(): Promise<void> {
    while (!this.stopped) {
      try {
        this.subscription = this.deps.events.subscribeToAll(this.followed === null ? {} : { after: this.followed });
        for await (const event of this.subscription) {
          const source = this.deps.sources[event.type];
          if (source) {
            const mails = await this.tried(() => source(event), { event: event.type, position: event.position.toString() });
            for (const mail of mails ?? []) await this.deliver(event, mail);
            await this.deps.readStore.commit([], { key: OUTBOX_CHECKPOINT, position: event.position });
          }
          this.followed = event.position;
        }
        return; // closed by stop()
      } catch (error) {
        if (this.stopped) return;
        this.deps.logger.error({ err: error }, 'the mail outbox failed; resuming');
        await this.subscription?.close().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, this.deps.retryMs ?? 1000));
      }
    }
  }

  /**
   * Forgets an erased person's mail (docs/product/personal-data.md): the kept copies that mention
   * them, and the address and subject in the record of each mail sent that does. The record stays,
   * so the mail is never sent again.
   */
  async forget(needles: readonly string[]): Promise<void> {
    const wanted = needles.map((needle) => needle.toLowerCase()).filter((needle) => needle.length > 0);
    const mentions = (value: unknown) =>
      wanted.some((needle) =>
        JSON.stringify(value ?? '')
          .toLowerCase()
          .includes(needle),
      );
    const rows = await this.deps.readStore.find<{ id: string; to: unknown; subject: unknown; event: string }>(SENT_MAILS);
    const changes: Change[] = rows
      .filter((row) => mentions(row.to) || mentions(row.subject))
      .map((row) => ({ type: 'put', table: SENT_MAILS, doc: { ...row, to: 'erased', subject: 'erased' } }));
    if (changes.length > 0) await this.deps.readStore.commit(changes);
    await this.deps.mailer.forget(needles);
  }

  private async deliver(event: RecordedEvent, { key, whenSent = [], ...message }: OutgoingMail): Promise<void> {
    const id = mailId(event.position, key);
    if (await this.deps.readStore.get(SENT_MAILS, id)) return;
    const sent = await this.tried(() => this.deps.mailer.send({ id, ...message }), { to: message.to, subject: message.subject });
    const sentAt = (this.deps.clock ?? systemClock).now().toISOString();
    const record = { id, to: message.to, subject: message.subject, event: event.id, sent_at: sentAt, ...(sent ? {} : { givenUp: true }) };
    await this.deps.readStore.commit([{ type: 'put', table: SENT_MAILS, doc: record }, ...whenSent]);
  }

  /** The work's result, or null once it failed every try (logged: a mail server that refuses an address must not stop the rest). */
  private async tried<T>(work: () => Promise<T>, about: Record<string, string>): Promise<T | null> {
    const attempts = this.deps.maxAttempts ?? 5;
    let wait = this.deps.retryMs ?? 1000;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        // Stopping: not given up, but left for the next start, which resumes from the checkpoint.
        if (this.stopped) throw error;
        if (attempt >= attempts) {
          this.deps.logger.error({ err: error, ...about, attempts: attempt }, 'e-mail given up');
          return null;
        }
        this.deps.logger.warn({ err: error, ...about, attempt }, 'e-mail not sent; trying again');
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait *= 2;
      }
    }
  }
}
