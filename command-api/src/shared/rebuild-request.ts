import type { ProjectionRebuildRequested } from '@rostra/contracts';
import { notFound, type Decider } from '@rostra/platform';

export interface RequestRebuild {
  type: 'RequestRebuild';
  /** A projection name, or `all`. */
  projection: string;
  /** The projections this deployment has. */
  known: readonly string[];
  requestId: string;
  now: string;
}

export const unknownProjection = (name: string, known: readonly string[]) =>
  `Unknown projection "${name}". Known: ${known.join(', ')}, or all.`;

/**
 * A super admin's rebuild request, recorded on the operations stream for the process that runs
 * the projections (platform/src/projection/operations.ts). Nothing about past requests matters
 * to a new one: rebuilding twice is harmless, and the projections process does one at a time.
 */
export const rebuildDecider: Decider<RequestRebuild, null, ProjectionRebuildRequested> = {
  initialState: null,
  evolve: (state) => state,
  decide({ projection, known, requestId, now }) {
    if (projection !== 'all' && !known.includes(projection)) throw notFound(unknownProjection(projection, known));
    return [{ type: 'ProjectionRebuildRequested', data: { requestId, projection, requestedAt: now } }];
  },
};
