import type { Change, Doc, ReadStore, TableSpec } from '../port.ts';

/** What an adapter's test file gives the contract suite: a fresh, empty store per test. */
export interface OpenedReadStore {
  store: ReadStore;
  cleanup(): Promise<void>;
  /** Opens another instance on the same storage, as a second process would; absent for memory. */
  openAnother?: () => Promise<ReadStore>;
}

export type OpenReadStore = () => Promise<OpenedReadStore>;

/** The current test's store, for the contract's spec files. */
export interface ContractFixture {
  store(): ReadStore;
  opened(): OpenedReadStore;
}

export function puts(table: string, docs: Doc[]): Change[] {
  return docs.map((doc) => ({ type: 'put', table, doc }));
}

export async function tableWith(store: ReadStore, spec: TableSpec, docs: Doc[]): Promise<void> {
  await store.ensureTable(spec);
  await store.commit(puts(spec.name, docs));
}
