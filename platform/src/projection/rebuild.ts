import type { EventStore, RecordedEvent } from '../event-store/port.ts';
import type { ReadStore } from '../read-store/port.ts';
import { applyBatch } from './apply-batch.ts';
import {
  checkpointKey,
  ensureGenerationTables,
  markBuilding,
  nextGeneration,
  readState,
  STATE_TABLE,
  swapIn,
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

/** One projection's part in a rebuild: the generation it builds and where that generation stands. */
interface Target {
  projection: Projection;
  generation: Generation;
  resumed: boolean;
  /** The last position applied to the new generation (its checkpoint). */
  after: bigint | null;
  events: number;
}

async function prepareTarget(store: ReadStore, projection: Projection): Promise<Target> {
  const state = await readState(store, projection.name);
  const resumed = state.building?.version === projection.version;
  const generation = resumed && state.building ? state.building : nextGeneration(projection, state);
  await ensureGenerationTables(store, projection, generation);
  if (!resumed) await markBuilding(store, projection, generation);
  return { projection, generation, resumed, after: await store.getCheckpoint(checkpointKey(projection.name, generation)), events: 0 };
}

const earliest = (positions: (bigint | null)[]) =>
  positions.reduce((min, at) => (min === null || at === null ? null : at < min ? at : min));

/**
 * Rebuilds projections from the log into new generations while the serving ones keep answering
 * queries, then swaps the aliases and drops the old tables. Several projections share one pass
 * over the log (each page is read once and applied to each of them), which is what makes
 * `rebuild all` cost one read of the log. An interrupted rebuild resumes: each new generation
 * from its own checkpoint. The runner (here or in another process) notices the swap at its next
 * batch and continues on the new generation.
 */
export async function rebuildProjections(
  events: EventStore,
  store: ReadStore,
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<RebuildSummary[]> {
  await store.ensureTable({ name: STATE_TABLE });
  const targets: Target[] = [];
  for (const projection of projections) targets.push(await prepareTarget(store, projection));
  const name = projections.length === 1 ? projections[0]!.name : 'all';

  const started = performance.now();
  let after = earliest(targets.map((target) => target.after));
  const total = options.onProgress ? await countEventsAfter(events, after) : 0;
  const applying = performance.now();
  let count = 0;
  const batchSize = options.batchSize ?? 1000;
  for (;;) {
    const batch: RecordedEvent[] = [];
    for await (const event of events.readAll(after === null ? { maxCount: batchSize } : { after, maxCount: batchSize })) batch.push(event);
    if (batch.length === 0) break;
    for (const target of targets) {
      const due = target.after === null ? batch : batch.filter((event) => event.position > target.after!);
      if (due.length === 0) continue;
      await applyBatch(store, target.projection, target.generation, due);
      target.after = due.at(-1)!.position;
      target.events += due.length;
    }
    count += batch.length;
    after = batch.at(-1)!.position;
    await options.onProgress?.(progress(name, count, Math.max(total, count), applying));
  }

  const seconds = (performance.now() - started) / 1000;
  const summaries: RebuildSummary[] = [];
  for (const { projection, generation, resumed, events: applied } of targets) {
    await swapIn(store, projection, generation, (await readState(store, projection.name)).active);
    summaries.push({
      projection: projection.name,
      generation,
      events: applied,
      seconds,
      eventsPerSecond: applied / Math.max(seconds, 1e-9),
      resumed,
    });
  }
  return summaries;
}

/** One projection: see rebuildProjections. */
export async function rebuildProjection(
  events: EventStore,
  store: ReadStore,
  projection: Projection,
  options: RebuildOptions = {},
): Promise<RebuildSummary> {
  return (await rebuildProjections(events, store, [projection], options))[0]!;
}

function progress(name: string, events: number, total: number, started: number): RebuildProgress {
  const seconds = (performance.now() - started) / 1000;
  const eventsPerSecond = events / Math.max(seconds, 1e-9);
  const fraction = total > 0 ? events / total : 1;
  const etaSeconds = eventsPerSecond > 0 ? (total - events) / eventsPerSecond : null;
  return { projection: name, events, total, fraction, eventsPerSecond, etaSeconds };
}
