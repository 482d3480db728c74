import type { Doc, FindQuery, Scalar, SortKey, Where } from './port.ts';
import { paging, predicates, sortKeys, type Predicate, type RangeOp } from './query.ts';

/**
 * A find over documents in memory with the semantics of the sqlite and mongodb adapters: the
 * memory adapter's engine, and reusable wherever uncommitted documents must be queried alike.
 */
export function queryDocs<T extends Doc>(docs: Iterable<T>, query: FindQuery = {}): T[] {
  const { limit, offset } = paging(query);
  const sorted = sortDocs(filterDocs(docs, query.where), sortKeys(query));
  return sorted.slice(offset, limit === undefined ? undefined : offset + limit);
}

export function filterDocs<T extends Doc>(docs: Iterable<T>, where: Where | undefined): T[] {
  const conditions = predicates(where);
  return [...docs].filter((doc) => matches(doc, conditions));
}

function matches(doc: Doc, predicates: Predicate[]): boolean {
  return predicates.every((predicate) => {
    const actual = doc[predicate.field] ?? null;
    switch (predicate.kind) {
      case 'eq':
        return actual === predicate.value;
      case 'in':
        return predicate.values.includes(actual as Scalar);
      case 'ne':
        return actual !== predicate.value;
      case 'range':
        return typeof actual === predicate.type && predicate.bounds.every((b) => holds(b.op, compareValues(actual, b.value)));
    }
  });
}

function sortDocs<T extends Doc>(docs: T[], sort: SortKey[]): T[] {
  return docs.sort((a, b) => {
    for (const key of sort) {
      const order = compareValues(a[key.field] ?? null, b[key.field] ?? null);
      if (order !== 0) return key.direction === 'asc' ? order : -order;
    }
    return compareStrings(a.id, b.id);
  });
}

function holds(op: RangeOp, order: number): boolean {
  switch (op) {
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
  }
}

/** MongoDB's cross-type order (null, numbers, strings, objects, arrays, booleans); sorts mixing types are unspecified anyway. */
function rank(value: unknown): number {
  if (value === null) return 0;
  if (Array.isArray(value)) return 4;
  return ({ number: 1, string: 2, object: 3, boolean: 5 } as Record<string, number>)[typeof value] ?? 6;
}

function compareValues(a: unknown, b: unknown): number {
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return compareStrings(JSON.stringify(a), JSON.stringify(b));
}

/**
 * Code point order, which is what SQLite's BINARY collation and MongoDB's simple collation give
 * for UTF-8; JavaScript's UTF-16 `<` disagrees for characters above U+FFFF versus U+E000–U+FFFF.
 */
function compareStrings(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointWeight(x) - codePointWeight(y);
  }
  return a.length - b.length;
}

function codePointWeight(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  return unit >= 0xe000 ? unit - 0x800 : unit;
}
