import type { Condition, Doc, FindQuery, Scalar, SortKey, Where } from '../read-store/port.ts';

function isScalar(condition: Condition): condition is Scalar {
  return condition === null || typeof condition !== 'object';
}

function compareScalars(left: unknown, right: unknown): number {
  if (left === right) return 0;
  // Missing and null sort first, as in SQLite and MongoDB.
  if (left === undefined || left === null) return -1;
  if (right === undefined || right === null) return 1;
  return (left as Scalar as number) < (right as Scalar as number) ? -1 : 1;
}

function satisfies(value: unknown, condition: Condition): boolean {
  if (isScalar(condition)) return (value ?? null) === condition;
  if ('in' in condition) return condition.in.includes((value ?? null) as Scalar);
  if ('ne' in condition) return (value ?? null) !== condition.ne;
  if (value === undefined || value === null) return false;
  const { gt, gte, lt, lte } = condition;
  return (
    (gt === undefined || compareScalars(value, gt) > 0) &&
    (gte === undefined || compareScalars(value, gte) >= 0) &&
    (lt === undefined || compareScalars(value, lt) < 0) &&
    (lte === undefined || compareScalars(value, lte) <= 0)
  );
}

export function matches(doc: Doc, where: Where | undefined): boolean {
  return Object.entries(where ?? {}).every(([field, condition]) => satisfies(doc[field], condition));
}

export function sortDocs<T extends Doc>(docs: T[], sort: SortKey[] | undefined): T[] {
  if (!sort?.length) return docs;
  return docs.sort((a, b) => {
    for (const { field, direction } of sort) {
      const order = compareScalars(a[field], b[field]);
      if (order !== 0) return direction === 'asc' ? order : -order;
    }
    return 0;
  });
}

/** Applies where, sort, offset and limit in memory, with the semantics of the read store adapters. */
export function query<T extends Doc>(docs: Iterable<T>, { where, sort, offset = 0, limit }: FindQuery = {}): T[] {
  const found = sortDocs([...docs].filter((doc) => matches(doc, where)), sort);
  return found.slice(offset, limit === undefined ? undefined : offset + limit);
}
