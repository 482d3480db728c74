import { describe, expect, it } from 'vitest';
import { fromStored, indexDescriptions, toFilter, toSort, toStored, writeModel } from './mongodb-mapping.ts';
import { entriesOf, firstUnregistered, isEmptyAnswer } from './mongodb-tables.ts';

// The mongodb contract run needs a container engine; these pin the translation it relies on.
describe('mongodb mapping', () => {
  it('stores the id as _id, through JSON, and restores it', () => {
    const stored = toStored({ id: 'a', when: new Date(0) as unknown as string, gone: undefined, n: [1, null] });

    expect(stored).toEqual({ _id: 'a', when: '1970-01-01T00:00:00.000Z', n: [1, null] });
    expect(fromStored(stored)).toEqual({ id: 'a', when: '1970-01-01T00:00:00.000Z', n: [1, null] });
  });

  it('turns puts into upserting replacements and deletes into deleteOne by _id', () => {
    expect(writeModel({ type: 'put', table: 't', doc: { id: 'a', v: 1 } })).toEqual({
      replaceOne: { filter: { _id: 'a' }, replacement: { _id: 'a', v: 1 }, upsert: true },
    });
    expect(writeModel({ type: 'delete', table: 't', id: 'a' })).toEqual({ deleteOne: { filter: { _id: 'a' } } });
  });

  it('maps every condition kind onto query operators, id onto _id', () => {
    expect(
      toFilter({
        id: 'x',
        team: null,
        org: { in: ['o1', null] },
        name: { ne: 'Ann' },
        age: { gt: 1, lte: 9 },
        joined: { gte: '2024-01-01', lt: '2025-01-01' },
      }),
    ).toEqual({
      _id: { $eq: 'x' },
      team: { $eq: null },
      org: { $in: ['o1', null] },
      name: { $ne: 'Ann' },
      age: { $gt: 1, $lte: 9 },
      joined: { $gte: '2024-01-01', $lt: '2025-01-01' },
    });
  });

  it('sorts by the given keys then by _id, without repeating _id', () => {
    expect(
      toSort({
        sort: [
          { field: 'age', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
      }),
    ).toEqual([
      ['age', -1],
      ['name', 1],
      ['_id', 1],
    ]);
    expect(toSort({ sort: [{ field: 'id', direction: 'desc' }] })).toEqual([['_id', -1]]);
    expect(toSort({})).toEqual([['_id', 1]]);
  });

  it('backs a unique index with a partial unique index over scalar keys plus a plain one for queries', () => {
    expect(indexDescriptions({ fields: ['org', 'email'], unique: true })).toEqual([
      { key: { org: 1, email: 1 }, name: 'org,email' },
      {
        key: { org: 1, email: 1 },
        name: 'org,email:unique',
        unique: true,
        partialFilterExpression: {
          org: { $type: ['string', 'number', 'bool'] },
          email: { $type: ['string', 'number', 'bool'] },
        },
      },
    ]);
    expect(indexDescriptions({ fields: ['id'], unique: true })).toEqual([]);
    expect(() => indexDescriptions({ fields: ['_id'] })).toThrow(/field name/);
  });
});

// What every process on the database decides from the table registry (the contract run checks it on a server).
describe('mongodb table registry', () => {
  it('finds the first table a commit touches that no longer has an entry, as after a drop by another process', () => {
    expect(firstUnregistered(['a', 'b', 'c'], [{ _id: 'c' }, { _id: 'a' }])).toBe('b');
    expect(firstUnregistered(['a'], [{ _id: 'a' }])).toBeUndefined();
  });

  it('reads the entries of valid table names only', () => {
    expect(entriesOf(['a', 'b'])).toEqual({ _id: { $in: ['a', 'b'] } });
    expect(() => entriesOf(['_rostra_tables'])).toThrow(/table name/);
  });

  it('asks the registry only about empty answers, which a dropped collection gives too', () => {
    expect([null, 0, []].map(isEmptyAnswer)).toEqual([true, true, true]);
    expect([{ _id: 'a' }, 1, [{ _id: 'a' }]].map(isEmptyAnswer)).toEqual([false, false, false]);
  });
});
