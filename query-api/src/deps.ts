import type { ServiceDeps } from '@rostra/platform';

/** What the query API is given: reads only, so little beyond what every service gets. */
export interface QueryApiDeps extends ServiceDeps {
  /** Base of the links it answers with (calendar feed URLs): PUBLIC_URL, else the address the server listens on. */
  publicUrl: string;
  /** SOLVER_TIME_LIMIT_SECONDS: how long a generation may take, told to the web for its estimate. */
  solverTimeLimitSeconds: number;
}
