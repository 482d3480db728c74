import type { ServiceDeps } from '@rostra/platform';

/** What the query API is given: reads only, so little beyond what every service gets. */
export interface QueryApiDeps extends ServiceDeps {
  /** Base of the links it answers with (PUBLIC_URL, e.g. calendar feed URLs); without it, the origin of the request. */
  publicUrl?: string | undefined;
  /** SOLVER_TIME_LIMIT_SECONDS: how long a generation may take, told to the web for its estimate. */
  solverTimeLimitSeconds: number;
}
