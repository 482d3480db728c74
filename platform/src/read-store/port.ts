/**
 * The read-model store port. Adapters: sqlite (embedded default), mongodb, memory (unit tests).
 * All pass the contract suite in `contract.ts`.
 *
 * Tables are physical; a projection builds its tables under generation-specific names and the
 * query side reads through aliases (logical name → physical table), which is what makes
 * blue/green rebuilds possible: build the new generation, then swap the aliases atomically.
 */
export type Doc = { id: string } & Record<string, unknown>;
export type Scalar = string | number | boolean | null;

/** Conditions on top-level fields, all of which must hold. */
export type Condition =
  | Scalar
  | { in: Scalar[] }
  | { ne: Scalar }
  | { gt?: Scalar; gte?: Scalar; lt?: Scalar; lte?: Scalar };
export type Where = Record<string, Condition>;

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

export interface FindQuery {
  where?: Where;
  sort?: SortKey[];
  limit?: number;
  offset?: number;
}

export interface IndexSpec {
  fields: string[];
  unique?: boolean;
}

export interface TableSpec {
  name: string;
  indexes?: IndexSpec[];
}

export type Change =
  | { type: 'put'; table: string; doc: Doc }
  | { type: 'delete'; table: string; id: string };

export interface Checkpoint {
  key: string;
  position: bigint;
}

export interface ReadStore {
  /** Creates the table and its indexes when missing; idempotent. */
  ensureTable(spec: TableSpec): Promise<void>;
  dropTable(name: string): Promise<void>;
  listTables(): Promise<string[]>;

  get<T extends Doc = Doc>(table: string, id: string): Promise<T | null>;
  find<T extends Doc = Doc>(table: string, query?: FindQuery): Promise<T[]>;
  count(table: string, where?: Where): Promise<number>;

  /** Applies every change and the checkpoint in one transaction: all or nothing. */
  commit(changes: Change[], checkpoint?: Checkpoint): Promise<void>;
  getCheckpoint(key: string): Promise<bigint | null>;
  deleteCheckpoint(key: string): Promise<void>;

  /** Physical table behind a logical name, or null. */
  resolveAlias(alias: string): Promise<string | null>;
  /** Points every given alias at its table in one transaction. */
  setAliases(aliases: Record<string, string>): Promise<void>;

  close(): Promise<void>;
}
