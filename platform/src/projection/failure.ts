import type { ProjectionFailure } from '@rostra/contracts';
import type { RecordedEvent } from '../event-store/port.ts';
import type { ReadStore } from '../read-store/port.ts';
import { generationTag, readState, STATE_TABLE, type Generation, type ProjectionState } from './generations.ts';
import type { Projection } from './projection.ts';

export type { ProjectionFailure };

/** A batch that could not be applied or committed, with where it lies in the log. */
export class BatchError extends Error {
  override readonly name = 'BatchError';
  constructor(
    readonly first: bigint,
    readonly last: bigint,
    override readonly cause: unknown,
  ) {
    super(`batch of log positions ${first}..${last}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** Wraps an error of applying the batch with its positions. */
export async function inBatch<T>(batch: readonly RecordedEvent[], apply: () => Promise<T>): Promise<T> {
  try {
    return await apply();
  } catch (error) {
    if (batch.length === 0) throw error;
    throw new BatchError(batch[0]!.position, batch.at(-1)!.position, error);
  }
}

export function failureOf(error: BatchError, generation: Generation, attempts: number, now: Date): ProjectionFailure {
  return {
    generation: generationTag(generation),
    error: error.cause instanceof Error ? error.cause.message : String(error.cause),
    firstPosition: error.first.toString(),
    lastPosition: error.last.toString(),
    attempts,
    failedAt: now.toISOString(),
  };
}

/** Records the failure on the projection's state, where status and health read it. */
export async function markFailed(store: ReadStore, projection: Projection, failure: ProjectionFailure | null): Promise<void> {
  const state = await readState(store, projection.name);
  await store.commit([{ type: 'put', table: STATE_TABLE, doc: { ...state, failure } }]);
}

export function failureIn(state: ProjectionState): ProjectionFailure | null {
  return (state.failure as ProjectionFailure | undefined) ?? null;
}
