import { paging, predicates, sortKeys, type Predicate } from './query.ts';
import { fieldName, tableName } from './names.ts';
import type { FindQuery, IndexSpec, Scalar, SortKey, Where } from './port.ts';

/**
 * SQL text for the sqlite adapter. Names are validated (they are spliced into SQL); values are
 * always bound. Field expressions are spelled identically in indexes and queries, which is what
 * lets SQLite use an expression index.
 */
export interface Sql {
  sql: string;
  params: (string | number)[];
}

const OP_SQL = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

export function createTableSql(table: string): string {
  return `CREATE TABLE IF NOT EXISTS ${quoted(table)} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`;
}

export function createIndexSql(table: string, index: IndexSpec): string {
  const fields = index.fields.map(fieldName);
  // The name encodes table, fields and uniqueness, so the same spec maps to the same index.
  const name = `${table}:${fields.join(',')}${index.unique ? ':unique' : ''}`;
  const unique = index.unique ? 'UNIQUE ' : '';
  return `CREATE ${unique}INDEX IF NOT EXISTS "${name}" ON ${quoted(table)} (${fields.map(value).join(', ')})`;
}

export function putSql(table: string): string {
  // An upsert, not INSERT OR REPLACE: REPLACE would silently delete rows that break a unique index.
  return `INSERT INTO ${quoted(table)} (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`;
}

export function deleteSql(table: string): string {
  return `DELETE FROM ${quoted(table)} WHERE id = ?`;
}

export function getSql(table: string): string {
  return `SELECT doc FROM ${quoted(table)} WHERE id = ?`;
}

export function findSql(table: string, query: FindQuery): Sql {
  const where = whereSql(query.where);
  const { limit, offset } = paging(query);
  const sql = `SELECT doc FROM ${quoted(table)}${where.sql} ORDER BY ${orderSql(sortKeys(query))} LIMIT ? OFFSET ?`;
  return { sql, params: [...where.params, limit ?? -1, offset] };
}

export function countSql(table: string, where: Where | undefined): Sql {
  const clause = whereSql(where);
  return { sql: `SELECT count(*) FROM ${quoted(table)}${clause.sql}`, params: clause.params };
}

function quoted(table: string): string {
  return `"${tableName(table)}"`;
}

function value(field: string): string {
  return field === 'id' ? 'id' : `json_extract(doc, '$.${field}')`;
}

/** json_extract turns true/false into 1/0, so the JSON type keeps booleans and numbers apart. */
function type(field: string): string {
  return field === 'id' ? `'text'` : `json_type(doc, '$.${field}')`;
}

function whereSql(where: Where | undefined): Sql {
  const parts = predicates(where).map(predicateSql);
  return {
    sql: parts.length === 0 ? '' : ` WHERE ${parts.map((part) => part.sql).join(' AND ')}`,
    params: parts.flatMap((part) => part.params),
  };
}

function predicateSql(predicate: Predicate): Sql {
  const { field } = predicate;
  switch (predicate.kind) {
    case 'eq':
      return anyOfSql(field, [predicate.value]);
    case 'in':
      return anyOfSql(field, predicate.values);
    case 'ne': {
      // IS NOT 1 also keeps rows where the equality is NULL (missing field).
      const equal = anyOfSql(field, [predicate.value]);
      return { sql: `${equal.sql} IS NOT 1`, params: equal.params };
    }
    case 'range': {
      const bounds = predicate.bounds.map((bound) => `${value(field)} ${OP_SQL[bound.op]} ?`);
      const types = predicate.type === 'number' ? `'integer', 'real'` : `'text'`;
      return {
        sql: `(${bounds.join(' AND ')} AND ${type(field)} IN (${types}))`,
        params: predicate.bounds.map((bound) => bound.value),
      };
    }
  }
}

/** Typed membership: strings match strings, numbers numbers, booleans booleans, null null or missing. */
function anyOfSql(field: string, values: Scalar[]): Sql {
  const strings = values.filter((v): v is string => typeof v === 'string');
  const numbers = values.filter((v): v is number => typeof v === 'number');
  const booleans = values.filter((v): v is boolean => typeof v === 'boolean').map(Number);
  const parts: string[] = [];
  if (strings.length > 0) parts.push(`${value(field)} IN (${marks(strings)})`);
  if (numbers.length > 0) parts.push(`(${value(field)} IN (${marks(numbers)}) AND ${type(field)} IN ('integer', 'real'))`);
  if (booleans.length > 0) parts.push(`(${value(field)} IN (${marks(booleans)}) AND ${type(field)} IN ('true', 'false'))`);
  if (values.includes(null)) parts.push(`${value(field)} IS NULL`);
  return { sql: parts.length === 0 ? '0' : `(${parts.join(' OR ')})`, params: [...strings, ...numbers, ...booleans] };
}

function marks(values: unknown[]): string {
  return values.map(() => '?').join(', ');
}

function orderSql(sort: SortKey[]): string {
  const keys = sort.map((key) => `${value(key.field)} ${key.direction === 'desc' ? 'DESC' : 'ASC'}`);
  return [...keys, 'id ASC'].join(', ');
}
