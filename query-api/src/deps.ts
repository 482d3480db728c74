import type { EventStore, Logger, Projection, ReadStore } from '@rostra/platform';

/** What the query API is given by whoever composes it (the `rostra` launcher, or a test). */
export interface QueryApiDeps {
  events: EventStore;
  readStore: ReadStore;
  /** Every projection the read models come from: read-your-own-writes waits on them. */
  projections: readonly Projection[];
  readYourWritesTimeoutMs: number;
  logger: Logger;
  tokenSecret: string;
  superAdminEmails: readonly string[];
  /** Expiry is computed when read; tests move this clock. */
  now?: () => Date;
}
