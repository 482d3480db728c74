import { beforeEach, expect, it } from 'vitest';
import { puts, type ContractFixture } from './contract-fixture.ts';

const nested = {
  id: 'doc/1 with spaces · ü',
  title: 'Schichtplan für März 📅 — 早番',
  empty: '',
  counts: { zero: 0, negative: -12, fraction: 0.25, large: Number.MAX_SAFE_INTEGER, tiny: 1e-9 },
  flags: [true, false, null],
  nothing: null,
  shifts: [
    { day: '2025-03-01', slots: [{ from: '06:00', to: '14:00', staff: ['a', 'b'] }] },
    { day: '2025-03-02', slots: [], meta: {} },
  ],
  matrix: [[1, 2], [], [[3]]],
};

export function documentSpecs({ store }: ContractFixture): void {
  beforeEach(async () => {
    await store().ensureTable({ name: 'docs' });
  });

  it('put then get round-trips nested JSON: arrays, objects, numbers, booleans, null, unicode', async () => {
    await store().commit(puts('docs', [nested]));

    expect(await store().get('docs', nested.id)).toEqual(nested);
  });

  it('get returns null for an id that was never put', async () => {
    expect(await store().get('docs', 'nope')).toBeNull();
  });

  it('put replaces the whole document', async () => {
    await store().commit(puts('docs', [{ id: 'd', a: 1, b: { c: 2 } }]));
    await store().commit(puts('docs', [{ id: 'd', b: { d: 3 } }]));

    expect(await store().get('docs', 'd')).toEqual({ id: 'd', b: { d: 3 } });
    expect(await store().count('docs')).toBe(1);
  });

  it('delete removes a document, and deleting a missing id does nothing', async () => {
    await store().commit(puts('docs', [{ id: 'a' }, { id: 'b' }]));
    await store().commit([
      { type: 'delete', table: 'docs', id: 'a' },
      { type: 'delete', table: 'docs', id: 'never' },
    ]);

    expect(await store().find('docs')).toEqual([{ id: 'b' }]);
  });

  it('applies the changes of one commit in order, so the last change to an id wins', async () => {
    await store().commit([
      ...puts('docs', [{ id: 'x', v: 1 }]),
      { type: 'delete', table: 'docs', id: 'x' },
      ...puts('docs', [
        { id: 'x', v: 3 },
        { id: 'y', v: 1 },
      ]),
      { type: 'delete', table: 'docs', id: 'y' },
    ]);

    expect(await store().find('docs')).toEqual([{ id: 'x', v: 3 }]);
  });

  it('hands out copies: mutating a put or returned document does not change the store', async () => {
    const doc = { id: 'c', list: [1], inner: { v: 1 } };
    await store().commit(puts('docs', [doc]));
    doc.list.push(2);
    const read = await store().get<typeof doc>('docs', 'c');
    read!.inner.v = 99;

    expect(await store().get('docs', 'c')).toEqual({ id: 'c', list: [1], inner: { v: 1 } });
  });
}
