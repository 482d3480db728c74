import { fieldName } from './names.ts';
import type { Condition, FindQuery, Scalar, SortKey, Where } from './port.ts';

export type RangeOp = 'gt' | 'gte' | 'lt' | 'lte';
export type Bound = number | string;

/**
 * A validated `Where` entry, in the one shape every adapter translates (memory evaluates it,
 * sqlite turns it into SQL, mongodb into a filter), so they cannot disagree about what a
 * condition means.
 */
export type Predicate =
  | { field: string; kind: 'eq'; value: Scalar }
  | { field: string; kind: 'in'; values: Scalar[] }
  | { field: string; kind: 'ne'; value: Scalar }
  | { field: string; kind: 'range'; type: 'number' | 'string'; bounds: { op: RangeOp; value: Bound }[] };

const RANGE_OPS: readonly string[] = ['gt', 'gte', 'lt', 'lte'] satisfies RangeOp[];

/** Sort keys with checked field names; every adapter breaks ties by id so offset paging is stable. */
export function sortKeys(query: FindQuery): SortKey[] {
  return (query.sort ?? []).map((key) => {
    if (key.direction !== 'asc' && key.direction !== 'desc') throw new TypeError(`invalid sort direction ${String(key.direction)}`);
    return { field: fieldName(key.field), direction: key.direction };
  });
}

export function paging(query: FindQuery): { limit: number | undefined; offset: number } {
  const { limit, offset = 0 } = query;
  for (const value of [limit ?? 0, offset]) {
    if (!Number.isSafeInteger(value) || value < 0) throw new TypeError(`invalid limit or offset ${value}`);
  }
  return { limit, offset };
}

export function predicates(where: Where | undefined): Predicate[] {
  return Object.entries(where ?? {}).map(([field, condition]) => predicate(fieldName(field), condition));
}

function predicate(field: string, condition: Condition): Predicate {
  if (condition === null || typeof condition !== 'object') {
    return { field, kind: 'eq', value: scalar(field, condition) };
  }
  const keys = Object.keys(condition);
  if (keys.length === 1 && keys[0] === 'in' && 'in' in condition) {
    if (!Array.isArray(condition.in)) throw invalid(field, '`in` takes an array');
    return { field, kind: 'in', values: condition.in.map((value) => scalar(field, value)) };
  }
  if (keys.length === 1 && keys[0] === 'ne' && 'ne' in condition) {
    return { field, kind: 'ne', value: scalar(field, condition.ne) };
  }
  if (keys.length === 0 || !keys.every((key) => RANGE_OPS.includes(key))) {
    throw invalid(field, `expected a scalar, {in}, {ne} or {gt,gte,lt,lte}, got keys ${keys.join(',')}`);
  }
  const bounds = Object.entries(condition as Record<RangeOp, unknown>).map(([op, value]) => {
    // Comparing across types differs per database; restricting bounds makes it identical.
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw invalid(field, `range bound ${op} must be a finite number or a string`);
    }
    return { op: op as RangeOp, value };
  });
  const type = typeof bounds[0]!.value as 'number' | 'string';
  if (bounds.some((bound) => typeof bound.value !== type)) throw invalid(field, 'range bounds must share one type');
  return { field, kind: 'range', type, bounds };
}

function scalar(field: string, value: unknown): Scalar {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  throw invalid(field, `${String(value)} is not a string, finite number, boolean or null`);
}

function invalid(field: string, why: string): TypeError {
  return new TypeError(`invalid condition on "${field}": ${why}`);
}
