import type { ServiceDeps } from '@rostra/platform';

/** What the query API is given: reads only, so nothing beyond what every service gets. */
export type QueryApiDeps = ServiceDeps;
