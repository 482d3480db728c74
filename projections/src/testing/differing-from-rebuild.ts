import { fingerprint, rebuildProjection, type EventStore, type Projection, type ReadStore, type RebuildOptions } from '@rostra/platform';

/**
 * Rebuilds `projections` from the log into `clean` and names those whose tables there differ
 * (by fingerprint) from the ones in `built`, however those were made (live, or resumed after a crash).
 */
export async function differingFromRebuild(
  events: EventStore,
  built: ReadStore,
  clean: ReadStore,
  projections: readonly Projection[],
  options: RebuildOptions = {},
): Promise<string[]> {
  for (const projection of projections) await rebuildProjection(events, clean, projection, options);
  const differing = [];
  for (const projection of projections) {
    if ((await fingerprint(clean, projection)) !== (await fingerprint(built, projection))) differing.push(projection.name);
  }
  return differing;
}
