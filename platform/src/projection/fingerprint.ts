import { createHash } from 'node:crypto';
import type { Doc, ReadStore } from '../read-store/port.ts';
import type { Projection } from './projection.ts';

/** JSON with object keys sorted, so equal documents serialise equally. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A hash of everything a projection serves, independent of generation and insertion order:
 * two builds of the same log must have the same fingerprint.
 */
export async function fingerprint(store: ReadStore, projection: Projection): Promise<string> {
  const hash = createHash('sha256');
  for (const table of projection.tables) {
    const physical = await store.resolveAlias(table.name);
    const docs: Doc[] = physical ? await store.find(physical, { sort: [{ field: 'id', direction: 'asc' }] }) : [];
    hash.update(`${table.name}\n`);
    for (const doc of docs) hash.update(`${canonical(doc)}\n`);
  }
  return hash.digest('hex');
}
