/**
 * Table, alias and field names end up inside SQL text and Mongo collection names, so every
 * adapter accepts the same safe shape. User names start with a letter; the adapters' internal
 * tables start with `_`, so the two can never collide.
 */
const TABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,62}$/;
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

export const INTERNAL_PREFIX = '_rostra_';

export function isTableName(name: string): boolean {
  return TABLE_NAME.test(name);
}

/** Checks a table or alias name; returns it for chaining. */
export function tableName(name: string): string {
  if (!TABLE_NAME.test(name)) {
    throw new TypeError(`invalid read-store table name ${JSON.stringify(name)}: expected ${TABLE_NAME.source}`);
  }
  return name;
}

/** `_id` is reserved: the mongodb adapter stores a document's id there. */
export function fieldName(name: string): string {
  if (!FIELD_NAME.test(name) || name === '_id') {
    throw new TypeError(`invalid read-store field name ${JSON.stringify(name)}: expected ${FIELD_NAME.source}`);
  }
  return name;
}

export function unknownTable(name: string): Error {
  return new Error(`unknown read-store table "${name}": call ensureTable first`);
}
