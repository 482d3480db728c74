import type { ReadStore } from '../read-store/port.ts';
import { physicalTable, type ProjectionState } from './generations.ts';
import type { Projection } from './projection.ts';

const GENERATION_SUFFIX = /__v\d+g\d+$/;

/** Drops tables of this projection left behind by a generation that is neither serving nor being built. */
export async function collectGarbage(store: ReadStore, projection: Projection, state: ProjectionState): Promise<void> {
  const live = new Set(
    [state.active, state.building].flatMap((generation) =>
      generation ? projection.tables.map((table) => physicalTable(table.name, generation)) : [],
    ),
  );
  const owned = new Set(projection.tables.map((table) => table.name));
  for (const table of await store.listTables()) {
    const logical = table.replace(GENERATION_SUFFIX, '');
    if (logical !== table && owned.has(logical) && !live.has(table)) await store.dropTable(table);
  }
}
