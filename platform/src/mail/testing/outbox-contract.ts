import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteEventStore, type SqliteEventStore } from '../../event-store/sqlite.ts';
import { testMetadata } from '../../event-store/testing/metadata.ts';
import { createLogger } from '../../logging/logger.ts';
import type { ReadStore } from '../../read-store/port.ts';
import { scratchDirs } from '../../testing/scratch-dirs.ts';
import { createMailer } from '../mailer.ts';
import { mailId, MailOutbox, OUTBOX_CHECKPOINT, SENT_MAILS, type MailSources } from '../outbox.ts';
import { forgetMailSecret, keepMailSecret, mailSecret } from '../secrets.ts';
import { SmtpSink } from './smtp-sink.ts';

/** A read store of the adapter under test, fresh for each test, and how to dispose of it. */
export type OpenReadStore = (dir: string) => Promise<{ store: ReadStore; cleanup(): Promise<void> }>;

/**
 * The outbox's behaviour over one read-store adapter: what it records (sent mails, its checkpoint,
 * kept secrets) goes through the ReadStore port, so each adapter runs the same specs.
 */
export function mailOutboxContract(adapter: string, openStore: OpenReadStore): void {
  const tempDir = scratchDirs('rostra-outbox-');

  /** A `Greeted` event calls for one mail to each address it names, carrying the secret kept for it, if any. */
  const sources = (store: ReadStore): MailSources => ({
    Greeted: async (event) => {
      const { to, secret } = event.data as { to: string[]; secret?: string };
      const kept = secret ? await mailSecret(store, secret) : null;
      return to.map((address) => ({
        key: address,
        to: address,
        subject: 'Hello',
        text: `Event ${event.position}${kept ? `, secret ${kept}` : ''}`,
        ...(secret ? { whenSent: [forgetMailSecret(secret)] } : {}),
      }));
    },
  });

  interface World {
    dir: string;
    events: SqliteEventStore;
    store: ReadStore;
    cleanup(): Promise<void>;
    outboxes: MailOutbox[];
  }
  let world: World | null = null;

  async function open(): Promise<World> {
    const dir = tempDir();
    const { store, cleanup } = await openStore(dir);
    return { dir, events: openSqliteEventStore(join(dir, 'events.db')), store, cleanup, outboxes: [] };
  }
  afterEach(async () => {
    if (!world) return;
    for (const outbox of world!.outboxes) await outbox.stop();
    await world!.events.close();
    await world.cleanup();
    world = null;
  });

  const append = async (type: string, data: object) =>
    (await world!.events.append('s', [{ type, version: 1, data, metadata: testMetadata() }], { expectedRevision: 'any' })).position;

  /** An outbox over the world's stores: to the `.eml` folder, or to `smtpUrl`, trying a refused mail `maxAttempts` times. */
  async function started({ smtpUrl, maxAttempts }: { smtpUrl?: string; maxAttempts?: number } = {}): Promise<MailOutbox> {
    const mailer = createMailer({ smtpUrl, from: 'Rostra <no-reply@rostra.local>', outboxDir: join(world!.dir, 'outbox') });
    const outbox = new MailOutbox({
      events: world!.events,
      readStore: world!.store,
      mailer,
      sources: sources(world!.store),
      logger: createLogger('test', 'silent'),
      retryMs: 1,
      ...(maxAttempts ? { maxAttempts } : {}),
    });
    world!.outboxes.push(outbox);
    await outbox.start();
    return outbox;
  }

  /** Waits (bounded by a count, not a clock) until the outbox has dealt with the whole log. */
  async function caughtUp(outbox: MailOutbox): Promise<void> {
    const head = await world!.events.headPosition();
    for (let attempt = 0; attempt < 2000; attempt += 1) {
      if (head === null || (outbox.position !== null && outbox.position >= head)) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error('the outbox did not catch up');
  }

  /** Recipient and body of each mail in the outbox folder, in the order of their names. */
  function sent(): string[] {
    const dir = join(world!.dir, 'outbox');
    let files: string[];
    try {
      files = readdirSync(dir).sort();
    } catch {
      return [];
    }
    return files.map((file) => {
      const eml = readFileSync(join(dir, file), 'utf8');
      return `${/^To: (.*)$/m.exec(eml)![1]}: ${/^(Event .*)$/m.exec(eml)![1]}`;
    });
  }

  describe(`the mail outbox (${adapter} read store)`, () => {
    it('sends each mail an event calls for once, in the order of the log, and none again after a restart', async () => {
      world = await open();
      const first = await started();
      const one = await append('Greeted', { to: ['a@x.test', 'b@x.test'] });
      await append('Ignored', {});
      const two = await append('Greeted', { to: ['c@x.test'] });
      await caughtUp(first);
      expect(sent()).toEqual([`a@x.test: Event ${one}`, `b@x.test: Event ${one}`, `c@x.test: Event ${two}`]);

      await first.stop();
      const again = await started();
      const three = await append('Greeted', { to: ['d@x.test'] });
      await caughtUp(again);
      expect(sent()).toEqual([`a@x.test: Event ${one}`, `b@x.test: Event ${one}`, `c@x.test: Event ${two}`, `d@x.test: Event ${three}`]);
      expect(await world!.store.count(SENT_MAILS)).toBe(4);
    });

    it('resumes an event half mailed before a crash: what is recorded sent is not sent again', async () => {
      world = await open();
      const before = await append('Ignored', {});
      await world!.store.commit([], { key: OUTBOX_CHECKPOINT, position: before });
      const position = await append('Greeted', { to: ['a@x.test', 'b@x.test'] });
      await world!.store.ensureTable({ name: SENT_MAILS });
      await world!.store.commit([{ type: 'put', table: SENT_MAILS, doc: { id: mailId(position, 'a@x.test') } }]);

      await caughtUp(await started());
      expect(sent()).toEqual([`b@x.test: Event ${position}`]);
    });

    it('starts at the head of a log written before it: those mails went out with their requests', async () => {
      world = await open();
      await append('Greeted', { to: ['old@x.test'] });
      const outbox = await started();
      const position = await append('Greeted', { to: ['new@x.test'] });
      await caughtUp(outbox);
      expect(sent()).toEqual([`new@x.test: Event ${position}`]);
    });

    it('tries a mail the server refuses again, then gives it up, and still sends the rest', async () => {
      world = await open();
      const smtp = await new SmtpSink().start();
      try {
        smtp.refuse('gone@x.test');
        const outbox = await started({ smtpUrl: smtp.url, maxAttempts: 3 });
        const position = await append('Greeted', { to: ['gone@x.test', 'a@x.test'] });
        await caughtUp(outbox);
        expect(smtp.refusals).toEqual(['gone@x.test', 'gone@x.test', 'gone@x.test']);
        expect(smtp.delivered.map((mail) => mail.to)).toEqual([['a@x.test']]);
        expect(await world!.store.get(SENT_MAILS, mailId(position, 'gone@x.test'))).toMatchObject({ givenUp: true });
      } finally {
        await smtp.stop();
      }
    });

    it('hands a kept secret to its mail and forgets it once the mail is sent', async () => {
      world = await open();
      const outbox = await started();
      await keepMailSecret(world!.store, 'hash-1', 'token-1');
      const position = await append('Greeted', { to: ['a@x.test'], secret: 'hash-1' });
      await caughtUp(outbox);
      expect(sent()).toEqual([`a@x.test: Event ${position}, secret token-1`]);
      expect(await mailSecret(world!.store, 'hash-1')).toBeNull();
    });
  });
}
