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
  events: number;
  /** 0..1, by log position (positions need not be dense, so this is an estimate). */
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
  onProgress?: (progress: RebuildProgress) => void;
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
  const head = await events.headPosition();
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
    options.onProgress?.(progress(projection.name, count, started, startAfter, after, head));
  }

  const previous = (await readState(store, projection.name)).active;
  await activate(store, projection, generation);
  if (previous && (previous.serial !== generation.serial || previous.version !== generation.version)) {
    await dropGeneration(store, projection, previous);
  }
  const seconds = (performance.now() - started) / 1000;
  return { projection: projection.name, generation, events: count, seconds, eventsPerSecond: count / Math.max(seconds, 1e-9), resumed };
}

function progress(
  name: string,
  events: number,
  started: number,
  from: bigint | null,
  at: bigint,
  head: bigint | null,
): RebuildProgress {
  const seconds = (performance.now() - started) / 1000;
  const origin = from ?? 0n;
  const span = head === null ? 0n : head - origin;
  const fraction = span > 0n ? Math.min(1, Number(at - origin) / Number(span)) : 1;
  const eventsPerSecond = events / Math.max(seconds, 1e-9);
  const etaSeconds = fraction > 0 ? (seconds / fraction) * (1 - fraction) : null;
  return { projection: name, events, fraction, eventsPerSecond, etaSeconds };
}
