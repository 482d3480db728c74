import { describe, expect, it } from 'vitest';
import { openMemoryReadStore } from '../read-store/memory.ts';
import { UnitOfWork } from './unit-of-work.ts';

async function storeWithPeople() {
  const store = openMemoryReadStore();
  await store.ensureTable({ name: 'people__v1g1' });
  await store.commit([
    { type: 'put', table: 'people__v1g1', doc: { id: 'a', name: 'Ada', age: 36 } },
    { type: 'put', table: 'people__v1g1', doc: { id: 'b', name: 'Bo', age: 20 } },
  ]);
  return { store, work: new UnitOfWork(store, (table) => `${table}__v1g1`) };
}

describe('a unit of work over one generation', () => {
  it('reads committed documents through logical table names', async () => {
    const { work } = await storeWithPeople();
    expect(await work.get('people', 'a')).toEqual({ id: 'a', name: 'Ada', age: 36 });
  });

  it('sees its own puts and deletes before they are committed, and commits nothing by itself', async () => {
    const { store, work } = await storeWithPeople();
    work.put('people', { id: 'c', name: 'Cy', age: 50 });
    work.delete('people', 'a');
    expect(await work.get('people', 'c')).toMatchObject({ name: 'Cy' });
    expect(await work.get('people', 'a')).toBeNull();
    expect(await store.get('people__v1g1', 'a')).not.toBeNull();
    expect(await store.get('people__v1g1', 'c')).toBeNull();
  });

  it('answers finds over committed and buffered documents with the filter, order and limit applied', async () => {
    const { work } = await storeWithPeople();
    work.put('people', { id: 'b', name: 'Bo', age: 70 });
    work.put('people', { id: 'c', name: 'Cy', age: 50 });
    work.delete('people', 'a');
    const found = await work.find('people', { where: { age: { gte: 40 } }, sort: [{ field: 'age', direction: 'desc' }], limit: 1 });
    expect(found.map((doc) => doc.id)).toEqual(['b']);
  });

  it('keeps only the last write of each document, and copies documents so later mutation cannot leak in', async () => {
    const { work } = await storeWithPeople();
    const doc = { id: 'c', name: 'Cy', age: 50 };
    work.put('people', doc);
    doc.age = 99;
    work.put('people', { id: 'd', name: 'Di', age: 1 });
    work.delete('people', 'd');
    expect(work.changes()).toEqual([
      { type: 'put', table: 'people__v1g1', doc: { id: 'c', name: 'Cy', age: 50 } },
      { type: 'delete', table: 'people__v1g1', id: 'd' },
    ]);
  });
});
