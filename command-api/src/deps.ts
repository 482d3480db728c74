import type { ScryptOptions } from 'node:crypto';
import type { EventStore, Logger, ReadStore } from '@rostra/platform';

/** What the command API is given by whoever composes it (the `rostra` launcher, or a test). */
export interface CommandApiDeps {
  events: EventStore;
  /** Read models, for authorization only (roles per request): never for an invariant. */
  readStore: ReadStore;
  logger: Logger;
  tokenSecret: string;
  superAdminEmails: readonly string[];
  /** Lower cost in tests; production uses the default of platform/auth/password.ts. */
  passwordHashing?: ScryptOptions;
  now?: () => Date;
}
