import type { ReadStore } from '../read-store/port.ts';
import { failureIn } from './failure.ts';
import { checkpointKey, readState } from './generations.ts';
import type { Projection } from './projection.ts';

/** The checkpoint of the generation that serves queries, or null before it has applied anything. */
export async function servingCheckpoint(store: ReadStore, projection: Projection): Promise<bigint | null> {
  const { active } = await readState(store, projection.name);
  return active ? store.getCheckpoint(checkpointKey(projection.name, active)) : null;
}

/** Whether a generation frozen by a blue/green rebuild (its code is gone) still serves all it should up to a position. */
export type FrozenCheck = (projection: Projection, checkpoint: bigint | null, position: bigint) => Promise<boolean>;

/**
 * Whether a read must wait for this projection. Not while a new version of it is being built
 * blue/green: the old generation serves frozen until the swap, so waiting could only time out;
 * nor once it has failed on a batch it can never commit, for the same reason. Either is taken as
 * it is unless `frozenIsCurrent` says it missed something (authorization).
 */
async function isBehind(store: ReadStore, projection: Projection, position: bigint, frozenIsCurrent: FrozenCheck): Promise<boolean> {
  const state = await readState(store, projection.name);
  const { active, building } = state;
  const checkpoint = active ? await store.getCheckpoint(checkpointKey(projection.name, active)) : null;
  if ((checkpoint ?? -1n) >= position) return false;
  const frozen = (active && building && building.version !== active.version) || failureIn(state) !== null;
  if (frozen) return !(await frozenIsCurrent(projection, checkpoint, position));
  return true;
}

export interface WaitOptions {
  timeoutMs: number;
  pollMs?: number;
  /** Default: a frozen generation is served as it is. */
  frozenIsCurrent?: FrozenCheck;
}

/**
 * Read-your-own-writes: resolves true once every given projection serves data that includes the
 * event at `position`, or false when the bound runs out (the caller then answers with what it
 * has). It reads checkpoints from the read store, so it works when the runner is another process.
 */
export async function waitForPosition(
  store: ReadStore,
  projections: readonly Projection[],
  position: bigint,
  { timeoutMs, pollMs = 10, frozenIsCurrent = async () => true }: WaitOptions,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  let waiting = [...projections];
  for (;;) {
    const behind = await Promise.all(waiting.map((projection) => isBehind(store, projection, position, frozenIsCurrent)));
    waiting = waiting.filter((_, index) => behind[index]);
    if (waiting.length === 0) return true;
    if (performance.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
