import { servingCheckpoint, waitForPosition, type Projection, type ReadStore } from '@rostra/platform';

/**
 * Whether every projection comes to serve the log up to `position`, however long a loaded machine
 * takes: false only once `stallMs` passes without any of them committing a batch. What bounds the
 * wait is a runner that has stopped, not the machine's speed (a batch takes milliseconds).
 */
export async function caughtUp(store: ReadStore, projections: readonly Projection[], position: bigint, stallMs = 60_000): Promise<boolean> {
  let applied = await appliedUpTo(store, projections);
  for (;;) {
    if (await waitForPosition(store, projections, position, { timeoutMs: stallMs, pollMs: 50 })) return true;
    const now = await appliedUpTo(store, projections);
    if (now <= applied) return false;
    applied = now;
  }
}

/** The projections' serving checkpoints summed: it grows with every batch any of them commits. */
async function appliedUpTo(store: ReadStore, projections: readonly Projection[]): Promise<bigint> {
  let sum = 0n;
  for (const projection of projections) sum += (await servingCheckpoint(store, projection)) ?? 0n;
  return sum;
}
