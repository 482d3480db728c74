import type { Filter, UpdateFilter } from 'mongodb';
import { tableName } from './names.ts';

/**
 * The registry of tables: one entry per table, written by ensureTable and deleted by dropTable
 * before the collection goes. Every process on the database sees it, where a per-process cache of
 * collections would miss another process's drop; inside a commit's transaction it is what refuses
 * a dropped table (MongoDB would silently re-create the collection, without its indexes).
 */
export interface TableEntry {
  _id: string;
  /** Bumped by every commit: a drop deleting the entry meanwhile is a write conflict, so one waits. */
  commits: number;
}

/** The entries a commit touching these tables reads, then claims, first in its transaction. */
export function entriesOf(tables: string[]): Filter<TableEntry> {
  return { _id: { $in: tables.map(tableName) } };
}

export const CLAIM: UpdateFilter<TableEntry> = { $inc: { commits: 1 } };

/** The first of the wanted tables without an entry, if any. */
export function firstUnregistered(wanted: string[], entries: Pick<TableEntry, '_id'>[]): string | undefined {
  const registered = new Set(entries.map((entry) => entry._id));
  return wanted.find((table) => !registered.has(table));
}

/**
 * Whether a read's answer could come from a missing table: MongoDB answers an empty collection and
 * a dropped one alike, so only an empty answer needs the registry to tell them apart.
 */
export function isEmptyAnswer(answer: unknown): boolean {
  return answer === null || answer === 0 || (Array.isArray(answer) && answer.length === 0);
}
