import { BSON, type AnyBulkWriteOperation, type Document, type Filter, type IndexDescription, type Sort } from 'mongodb';
import { fieldName } from './names.ts';
import type { Change, Doc, FindQuery, IndexSpec, Where } from './port.ts';
import { predicates, sortKeys } from './query.ts';

/** How the port's documents, conditions and indexes map onto MongoDB; ids live in `_id`. */
export type Stored = { _id: string } & Document;

function mongoField(field: string): string {
  return field === 'id' ? '_id' : field;
}

/** Through JSON first, so that mongodb stores exactly what the sqlite adapter would (no Dates, no undefined). */
export function toStored(doc: Doc): Stored {
  const { id, ...rest } = JSON.parse(JSON.stringify(doc)) as Doc;
  return { ...rest, _id: id };
}

export function fromStored<T extends Doc>(stored: Stored): T {
  const { _id, ...rest } = stored;
  return { id: _id, ...rest } as T;
}

export function writeModel(change: Change): AnyBulkWriteOperation<Stored> {
  return change.type === 'put'
    ? { replaceOne: { filter: { _id: change.doc.id }, replacement: toStored(change.doc), upsert: true } }
    : { deleteOne: { filter: { _id: change.id } } };
}

/** MongoDB's own comparison already brackets by type and lets null match missing, as the port requires. */
export function toFilter(where: Where | undefined): Filter<Stored> {
  const filter: Document = {};
  for (const predicate of predicates(where)) {
    const field = mongoField(predicate.field);
    switch (predicate.kind) {
      case 'eq':
        filter[field] = { $eq: predicate.value };
        break;
      case 'in':
        filter[field] = { $in: predicate.values };
        break;
      case 'ne':
        filter[field] = { $ne: predicate.value };
        break;
      case 'range':
        filter[field] = Object.fromEntries(predicate.bounds.map((bound) => [`$${bound.op}`, bound.value]));
        break;
    }
  }
  return filter;
}

/** Ties are broken by id, as in the other adapters, so offset paging is stable. */
export function toSort(query: FindQuery): Sort {
  const keys = sortKeys(query).map((key): [string, 1 | -1] => [mongoField(key.field), key.direction === 'asc' ? 1 : -1]);
  return keys.some(([field]) => field === '_id') ? keys : [...keys, ['_id', 1]];
}

/**
 * A unique index enforces only over documents whose key fields are all scalars, as SQL does with
 * NULLs (mongodb alone would let just one document lack the field). Because the planner cannot
 * use that partial index for plain equality queries, a regular index on the same keys serves them.
 */
export function indexDescriptions(index: IndexSpec): IndexDescription[] {
  const fields = index.fields.map((field) => mongoField(fieldName(field)));
  if (fields.length === 1 && fields[0] === '_id') return [];
  const key = Object.fromEntries(fields.map((field) => [field, 1 as const]));
  const name = fields.join(',');
  const plain: IndexDescription = { key, name };
  if (!index.unique) return [plain];
  const scalar = { $type: ['string', 'number', 'bool'] };
  const partialFilterExpression = Object.fromEntries(fields.map((field) => [field, scalar]));
  return [plain, { key, name: `${name}:unique`, unique: true, partialFilterExpression }];
}

/** MongoDB refuses a document larger than this (BSON), so a read model must keep below it. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** A document's size as MongoDB stores it: BSON of what toStored makes of it. */
export function storedBytes(doc: Doc): number {
  return BSON.calculateObjectSize(toStored(doc));
}
