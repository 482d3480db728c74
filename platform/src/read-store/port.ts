/**
 * The read-model store port. Adapters: sqlite (embedded default), mongodb, memory (unit tests).
 * All pass the contract suite in `contract.ts`.
 *
 * Tables are physical; a projection builds its tables under generation-specific names and the
 * query side reads through aliases (logical name → physical table), which is what makes
 * blue/green rebuilds possible: build the new generation, then swap the aliases atomically.
 */

/** A JSON document; adapters store it as JSON, so Dates become strings and undefined vanishes. */
export type Doc = { id: string } & Record<string, unknown>;
export type Scalar = string | number | boolean | null;

/**
 * Conditions on top-level scalar fields (`id` included), all of which must hold. Comparison is
 * typed: 1 never equals true or '1'. Equality with null matches null and missing fields; `ne`
 * keeps documents missing the field. Range bounds are finite numbers or strings (one type per
 * condition) and match only values of that type; ISO timestamps compare as strings. Conditions
 * on array or object fields are unspecified.
 */
export type Condition = Scalar | { in: Scalar[] } | { ne: Scalar } | { gt?: Scalar; gte?: Scalar; lt?: Scalar; lte?: Scalar };
export type Where = Record<string, Condition>;

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * Results are ordered by `sort`, then by id, so offset paging is stable; missing and null sort
 * first ascending. A sort key should hold one type of value across documents.
 */
export interface FindQuery {
  where?: Where;
  sort?: SortKey[];
  limit?: number;
  offset?: number;
}

/** A unique index ignores documents with null or missing in any of its (scalar) fields, as in SQL. */
export interface IndexSpec {
  fields: string[];
  unique?: boolean;
}

/**
 * Table and alias names match /^[A-Za-z][A-Za-z0-9_]{0,62}$/ (they reach SQL and collection
 * names); field names /^[A-Za-z_][A-Za-z0-9_]{0,62}$/ except `_id`.
 */
export interface TableSpec {
  name: string;
  indexes?: IndexSpec[];
}

export type Change = { type: 'put'; table: string; doc: Doc } | { type: 'delete'; table: string; id: string };

export interface Checkpoint {
  key: string;
  position: bigint;
}

/** Reading or writing a table that was never ensured rejects. */
export interface ReadStore {
  /** Creates the table and its indexes when missing; idempotent. */
  ensureTable(spec: TableSpec): Promise<void>;
  /** Drops the table and its data; a missing table is not an error. */
  dropTable(name: string): Promise<void>;
  /** User tables, sorted; never the adapter's internal ones. */
  listTables(): Promise<string[]>;

  get<T extends Doc = Doc>(table: string, id: string): Promise<T | null>;
  find<T extends Doc = Doc>(table: string, query?: FindQuery): Promise<T[]>;
  count(table: string, where?: Where): Promise<number>;

  /**
   * Applies every change, in order, and the checkpoint in one transaction: all or nothing. A put
   * replaces the whole document.
   */
  commit(changes: Change[], checkpoint?: Checkpoint): Promise<void>;
  getCheckpoint(key: string): Promise<bigint | null>;
  deleteCheckpoint(key: string): Promise<void>;

  /** Physical table behind a logical name, or null. */
  resolveAlias(alias: string): Promise<string | null>;
  /** Points every given alias at its table in one transaction. */
  setAliases(aliases: Record<string, string>): Promise<void>;

  close(): Promise<void>;
}
