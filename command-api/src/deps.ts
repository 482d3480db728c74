import type { EventStore, Logger } from '@rostra/platform';

/** What the command API is given by whoever composes it (the `rostra` launcher). */
export interface CommandApiDeps {
  events: EventStore;
  logger: Logger;
}
