import type { ReadStore } from '../read-store/port.ts';
import { checkpointKey, readState } from './generations.ts';
import type { Projection } from './projection.ts';

/** The checkpoint of the generation that serves queries, or null before it has applied anything. */
export async function servingCheckpoint(store: ReadStore, projection: Projection): Promise<bigint | null> {
  const { active } = await readState(store, projection.name);
  return active ? store.getCheckpoint(checkpointKey(projection.name, active)) : null;
}

export interface WaitOptions {
  timeoutMs: number;
  pollMs?: number;
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
  { timeoutMs, pollMs = 10 }: WaitOptions,
): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  let waiting = [...projections];
  for (;;) {
    const checkpoints = await Promise.all(waiting.map((projection) => servingCheckpoint(store, projection)));
    waiting = waiting.filter((_, index) => (checkpoints[index] ?? -1n) < position);
    if (waiting.length === 0) return true;
    if (performance.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
