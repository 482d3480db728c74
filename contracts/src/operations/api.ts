// The answers of the super-admin projection operations (docs/api/audit.md): GET /admin/projections
// and POST /admin/projections/{name}/rebuild.

/** Where a projection stands: generations as `v{version}g{serial}`, lag behind the log. */
export interface ProjectionStatus {
  name: string;
  version: number;
  serving: string | null;
  building: string | null;
  /** Log position of the serving generation, as a decimal string. */
  checkpoint: string | null;
  lagEvents: number;
  /** lagEvents is a lower bound (an adapter that cannot count; the count stopped at 10,000). */
  lagCapped: boolean;
  /** Age of the oldest event not yet applied, in seconds; 0 when caught up. */
  lagSeconds: number;
  /** Events the generation being built (blue/green) still has to apply; null when none is. */
  buildingLagEvents: number | null;
  /** A batch the projection could not commit however often it tried: it stopped there. Null when well. */
  failure: ProjectionFailure | null;
}

/** Why and where a projection stopped (a batch that can never commit), until a restart or rebuild. */
export interface ProjectionFailure {
  /** The generation it was applying to, `v{version}g{serial}`. */
  generation: string;
  error: string;
  /** Log positions of the batch's first and last events, as decimal strings. */
  firstPosition: string;
  lastPosition: string;
  attempts: number;
  failedAt: string;
}

/** A rebuild a super admin asked for, with its progress. */
export interface ProjectionRebuild {
  id: string;
  /** A projection name, or `all`. */
  projection: string;
  status: 'running' | 'done' | 'failed';
  requested_at: string;
  requested_by: string | null;
  /** The projections being rebuilt (one pass over the log for all of them). */
  current: string | null;
  /** The projections rebuilt, once done. */
  done: string[];
  /** Log events read so far, of `total`. */
  events: number;
  total: number;
  events_per_second: number;
  eta_seconds: number | null;
  finished_at: string | null;
  error: string | null;
}

export interface ProjectionsAnswer {
  projections: ProjectionStatus[];
  /** The 20 most recent rebuild requests, newest first. */
  rebuilds: ProjectionRebuild[];
}

export interface RebuildRequestedAnswer {
  request_id: string;
  projection: string;
  status: 'requested';
}
