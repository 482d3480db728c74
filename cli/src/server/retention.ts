import { dropSentMails, dropSessionAddresses, type Clock, type Logger, type ReadStore } from '@rostra/platform';

const DAY_MS = 86_400_000;
/** How often the sweep runs: what it drops is at most this much past its retention. */
export const RETENTION_SWEEP_MS = 60 * 60 * 1000;

export interface RetentionDeps {
  readStore: ReadStore;
  /** The e-mail outbox folder (DATA_DIR/outbox). */
  outboxDir: string;
  clock: Clock;
  logger: Logger;
  signInDays: number;
  sentMailDays: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** Drops what is past its retention now: the addresses of sessions, and sent e-mail. */
export async function sweepRetention(deps: RetentionDeps) {
  const now = deps.clock.now();
  const sessions = await dropSessionAddresses(deps.readStore, daysBefore(now, deps.signInDays));
  const mail = await dropSentMails(deps.readStore, deps.outboxDir, daysBefore(now, deps.sentMailDays));
  return { sessions, mailRecords: mail.records, mailFiles: mail.files };
}

/** Sweeps at once, then every hour until stopped; a failed sweep is logged and tried again at the next. */
export async function startRetention(deps: RetentionDeps): Promise<{ stop(): void }> {
  const sweep = async () => {
    try {
      const dropped = await sweepRetention(deps);
      if (dropped.sessions + dropped.mailRecords + dropped.mailFiles > 0) deps.logger.info(dropped, 'retention: dropped old personal data');
    } catch (error) {
      deps.logger.error({ err: error }, 'retention sweep failed');
    }
  };
  await sweep();
  const timer = setInterval(() => void sweep(), RETENTION_SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
