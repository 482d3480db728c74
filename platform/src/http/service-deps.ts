import type { Clock } from '../clock/clock.ts';
import type { EventStore } from '../event-store/port.ts';
import type { Logger } from '../logging/logger.ts';
import type { Projection } from '../projection/projection.ts';
import type { ReadStore } from '../read-store/port.ts';

/** What every API service is given by whoever composes it (the `rostra` launcher, or a test). */
export interface ServiceDeps {
  events: EventStore;
  /** Read models: everything the query API answers, and roles for authorization. */
  readStore: ReadStore;
  /** The projections behind the read models: a request waits for them to include the caller's last write. */
  projections: readonly Projection[];
  readYourWritesTimeoutMs: number;
  logger: Logger;
  tokenSecret: string;
  superAdminEmails: readonly string[];
  /** The time every decision and answer is made at; tests move it. */
  clock: Clock;
}
