import type { ReadStore } from '../read-store/port.ts';
import type { Projection } from './projection.ts';

/** One build of a projection's tables: its code version and a serial that grows with every rebuild. */
export interface Generation {
  version: number;
  serial: number;
}

/** Where a projection stands: the generation serving queries, and one being built beside it. */
export interface ProjectionState {
  id: string;
  active: Generation | null;
  building: Generation | null;
  [key: string]: unknown;
}

export const STATE_TABLE = 'projection_state';

export function generationTag({ version, serial }: Generation): string {
  return `v${version}g${serial}`;
}

export function physicalTable(table: string, generation: Generation): string {
  return `${table}__${generationTag(generation)}`;
}

export function checkpointKey(projection: string, generation: Generation): string {
  return `${projection}@${generationTag(generation)}`;
}

export function sameGeneration(a: Generation | null, b: Generation | null): boolean {
  return a?.version === b?.version && a?.serial === b?.serial;
}

export async function readState(store: ReadStore, name: string): Promise<ProjectionState> {
  return (await store.get<ProjectionState>(STATE_TABLE, name)) ?? { id: name, active: null, building: null };
}

export function nextGeneration(projection: Projection, state: ProjectionState): Generation {
  const serial = Math.max(state.active?.serial ?? 0, state.building?.serial ?? 0) + 1;
  return { version: projection.version, serial };
}

export async function ensureGenerationTables(store: ReadStore, projection: Projection, generation: Generation): Promise<void> {
  for (const table of projection.tables) {
    await store.ensureTable({ name: physicalTable(table.name, generation), indexes: table.indexes ?? [] });
  }
}

export async function dropGeneration(store: ReadStore, projection: Projection, generation: Generation): Promise<void> {
  for (const table of projection.tables) await store.dropTable(physicalTable(table.name, generation));
  await store.deleteCheckpoint(checkpointKey(projection.name, generation));
}

/**
 * Makes a generation the one queries read: the aliases first, then the state record, in two
 * transactions. A crash between them leaves queries reading the new generation while the state
 * still names the old one, until the swap is made again (the runner's, or the rebuild's when it is
 * taken up at the next start).
 */
export async function activate(store: ReadStore, projection: Projection, generation: Generation): Promise<void> {
  const state = await readState(store, projection.name);
  await store.setAliases(Object.fromEntries(projection.tables.map((t) => [t.name, physicalTable(t.name, generation)])));
  const building = sameGeneration(state.building, generation) ? null : state.building;
  // A failure belonged to the generation that served before.
  await store.commit([{ type: 'put', table: STATE_TABLE, doc: { ...state, active: generation, building, failure: null } }]);
}

/** Makes a rebuilt generation serve in place of `previous`, whose tables and checkpoint then go. */
export async function swapIn(store: ReadStore, projection: Projection, generation: Generation, previous: Generation | null): Promise<void> {
  await activate(store, projection, generation);
  if (previous && !sameGeneration(previous, generation)) await dropGeneration(store, projection, previous);
}

export async function markBuilding(store: ReadStore, projection: Projection, generation: Generation | null): Promise<void> {
  const state = await readState(store, projection.name);
  await store.commit([{ type: 'put', table: STATE_TABLE, doc: { ...state, building: generation } }]);
}
