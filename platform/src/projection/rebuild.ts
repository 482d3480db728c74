import type { EventStore, RecordedEvent } from '../event-store/port.ts';
import type { ReadStore } from '../read-store/port.ts';
import { applyBatch } from './apply-batch.ts';
import {
  activate,
  checkpointKey,
  dropGeneration,
  ensureGenerationTables,
  markBuilding,
  nextGeneration,
  readState,
  STATE_TABLE,
  type Generation,
} from './generations.ts';
import type { Projection } from './projection.ts';

export interface RebuildProgress {
  projection: string;
  /** Events done so far, of `total`. */
  events: number;
  /** Events this rebuild applies in all: counted in the log before it starts (positions need not be dense). */
  total: number;
  /** events / total, 0..1. */
  fraction: number;
  eventsPerSecond: number;
  /** Seconds left at the current rate, or null before the rate is known. */
  etaSeconds: number | null;
}

export interface RebuildSummary {
  projection: string;
  generation: Generation;
  events: number;
  seconds: number;
  eventsPerSecond: number;
  resumed: boolean;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => unknown;
}

/**
 * How many events follow a position. EventStoreDB positions are byte offsets, so a span of
 * positions says nothing about a count: count them (reading only, a fraction of applying them).
 */
export async function countEventsAfter(events: EventStore, after: bigint | null): Promise<number> {
  if (events.countAfter) return events.countAfter(after);
  let count = 0;
  for await (const _event of events.readAll(after === null ? {} : { after })) count += 1;
  return count;
}

/**
 * Rebuilds one projection from the log into a new generation while the serving one keeps
 * answering queries, then swaps the aliases and drops the old tables. An interrupted rebuild
 * resumes from the new generation's checkpoint. The runner (here or in another process) notices
 * the swap at its next batch and continues on the new generation.
 */
export async function rebuildProjection(
  events: EventStore,
  store: ReadStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildSummary> {
  await store.ensureTable({ name: STATE_TABLE });
  const state = await readState(store, projection.name);
  const resumed = state.building?.version === projection.version;
  const generation = resumed && state.building ? state.building : nextGeneration(projection, state);
  await ensureGenerationTables(store, projection, generation);
  if (!resumed) await markBuilding(store, projection, generation);

  const started = performance.now();
  const startAfter = await store.getCheckpoint(checkpointKey(projection.name, generation));
  const total = options.onProgress ? await countEventsAfter(events, startAfter) : 0;
  const applying = performance.now();
  let after = startAfter;
  let count = 0;
  const batchSize = options.batchSize ?? 1000;
  for (;;) {
    const batch: RecordedEvent[] = [];
    for await (const event of events.readAll(after === null ? { maxCount: batchSize } : { after, maxCount: batchSize })) {
      batch.push(event);
    }
    if (batch.length === 0) break;
    await applyBatch(store, projection, generation, batch);
    count += batch.length;
    after = batch.at(-1)!.position;
    await options.onProgress?.(progress(projection.name, count, Math.max(total, count), applying));
  }

  const previous = (await readState(store, projection.name)).active;
  await activate(store, projection, generation);
  if (previous && (previous.serial !== generation.serial || previous.version !== generation.version)) {
    await dropGeneration(store, projection, previous);
  }
  const seconds = (performance.now() - started) / 1000;
  return { projection: projection.name, generation, events: count, seconds, eventsPerSecond: count / Math.max(seconds, 1e-9), resumed };
}

function progress(name: string, events: number, total: number, started: number): RebuildProgress {
  const seconds = (performance.now() - started) / 1000;
  const eventsPerSecond = events / Math.max(seconds, 1e-9);
  const fraction = total > 0 ? events / total : 1;
  const etaSeconds = eventsPerSecond > 0 ? (total - events) / eventsPerSecond : null;
  return { projection: name, events, total, fraction, eventsPerSecond, etaSeconds };
}
