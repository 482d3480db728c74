// Events of `projection-operations`: operations on the read models that a super admin asked for
// through the API. The API may run in another process than the projections; the process that runs
// them follows this stream and acts (see platform/src/projection/operations.ts).

export const PROJECTION_OPERATIONS_STREAM = 'projection-operations';

/** Rebuild one projection (or every one: `all`) blue/green, while the serving tables keep answering. */
export interface ProjectionRebuildRequested {
  type: 'ProjectionRebuildRequested';
  data: { requestId: string; projection: string; requestedAt: string };
}

export type OperationEvent = ProjectionRebuildRequested;

export const OPERATION_EVENT_VERSIONS = {
  ProjectionRebuildRequested: 1,
} as const satisfies Record<OperationEvent['type'], number>;
