import { beforeEach, expect, it } from 'vitest';
import { tableWith, type ContractFixture } from './contract-fixture.ts';
import type { Doc, FindQuery } from '../port.ts';

const people = [
  { id: 'p1', org: 'o1', name: 'Ann', age: 31, active: true, joined: '2024-01-15T08:00:00.000Z', team: 'red' },
  { id: 'p2', org: 'o1', name: 'Bob', age: 25, active: false, joined: '2024-03-01T00:00:00.000Z', team: 'blue' },
  { id: 'p3', org: 'o1', name: 'Cem', age: 31, active: true, joined: '2023-12-31T23:59:59.999Z', team: null },
  { id: 'p4', org: 'o2', name: 'Dee', age: 47.5, active: true, joined: '2024-03-01T00:00:00.000Z' },
  { id: 'p5', org: 'o2', name: 'Eve', age: 19, active: false, joined: '2025-06-30T12:00:00.000Z', team: 'red' },
];

export function querySpecs({ store }: ContractFixture): void {
  const ids = async (query: FindQuery): Promise<string[]> => (await store().find('people', query)).map((doc: Doc) => doc.id);

  beforeEach(async () => {
    await tableWith(store(), { name: 'people', indexes: [{ fields: ['org', 'age'] }, { fields: ['joined'] }] }, people);
  });

  it('find without a query returns every document ordered by id', async () => {
    expect(await store().find('people')).toEqual(people);
  });

  it('equality on strings, numbers and booleans; several conditions must all hold', async () => {
    expect(await ids({ where: { org: 'o1' } })).toEqual(['p1', 'p2', 'p3']);
    expect(await ids({ where: { age: 31 } })).toEqual(['p1', 'p3']);
    expect(await ids({ where: { active: false } })).toEqual(['p2', 'p5']);
    expect(await ids({ where: { org: 'o2', active: true, age: 47.5 } })).toEqual(['p4']);
    expect(await ids({ where: { id: 'p2' } })).toEqual(['p2']);
  });

  it('equality with null matches null and missing fields', async () => {
    expect(await ids({ where: { team: null } })).toEqual(['p3', 'p4']);
    expect(await ids({ where: { nowhere: null } })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
  });

  it('compares by type: numbers never equal booleans or numeric strings', async () => {
    await store().commit([
      { type: 'put', table: 'people', doc: { id: 'q1', flag: 1 } },
      { type: 'put', table: 'people', doc: { id: 'q2', flag: true } },
      { type: 'put', table: 'people', doc: { id: 'q3', flag: '1' } },
      { type: 'put', table: 'people', doc: { id: 'q4', flag: 0 } },
      { type: 'put', table: 'people', doc: { id: 'q5', flag: false } },
    ]);

    expect(await ids({ where: { flag: 1 } })).toEqual(['q1']);
    expect(await ids({ where: { flag: true } })).toEqual(['q2']);
    expect(await ids({ where: { flag: '1' } })).toEqual(['q3']);
    expect(await ids({ where: { flag: { in: [0, true] } } })).toEqual(['q2', 'q4']);
    expect(await ids({ where: { flag: { gte: 0 } } })).toEqual(['q1', 'q4']);
    expect(await ids({ where: { flag: { ne: false }, id: { gte: 'q' } } })).toEqual(['q1', 'q2', 'q3', 'q4']);
  });

  it('in matches any listed value, null included; an empty list matches nothing', async () => {
    expect(await ids({ where: { name: { in: ['Eve', 'Ann', 'Zed'] } } })).toEqual(['p1', 'p5']);
    expect(await ids({ where: { age: { in: [19, 25] } } })).toEqual(['p2', 'p5']);
    expect(await ids({ where: { team: { in: ['blue', null] } } })).toEqual(['p2', 'p3', 'p4']);
    expect(await ids({ where: { id: { in: ['p4', 'p1'] } } })).toEqual(['p1', 'p4']);
    expect(await ids({ where: { name: { in: [] } } })).toEqual([]);
  });

  it('ne excludes equal values and keeps missing ones; ne null keeps only present values', async () => {
    expect(await ids({ where: { team: { ne: 'red' } } })).toEqual(['p2', 'p3', 'p4']);
    expect(await ids({ where: { team: { ne: null } } })).toEqual(['p1', 'p2', 'p5']);
    expect(await ids({ where: { active: { ne: true }, org: 'o2' } })).toEqual(['p5']);
  });

  it('gt, gte, lt and lte on numbers, alone and combined', async () => {
    expect(await ids({ where: { age: { gt: 31 } } })).toEqual(['p4']);
    expect(await ids({ where: { age: { gte: 31 } } })).toEqual(['p1', 'p3', 'p4']);
    expect(await ids({ where: { age: { lt: 25 } } })).toEqual(['p5']);
    expect(await ids({ where: { age: { lte: 25 } } })).toEqual(['p2', 'p5']);
    expect(await ids({ where: { age: { gt: 19, lte: 31 }, org: 'o1' } })).toEqual(['p1', 'p2', 'p3']);
  });

  it('gt, gte, lt and lte on ISO date strings', async () => {
    expect(await ids({ where: { joined: { gte: '2024-01-01', lt: '2024-03-01T00:00:00.000Z' } } })).toEqual(['p1']);
    expect(await ids({ where: { joined: { lte: '2024-03-01T00:00:00.000Z' } } })).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(await ids({ where: { joined: { gt: '2024-03-01T00:00:00.000Z' } } })).toEqual(['p5']);
    expect(await ids({ where: { id: { gt: 'p3' } } })).toEqual(['p4', 'p5']);
  });

  it('a range only matches values of its bounds type', async () => {
    expect(await ids({ where: { name: { lt: 'Zzz' } } })).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(await ids({ where: { age: { lt: 'Zzz' } } })).toEqual([]);
    expect(await ids({ where: { name: { gt: 0 } } })).toEqual([]);
    expect(await ids({ where: { team: { gte: '' } } })).toEqual(['p1', 'p2', 'p5']);
  });

  it('sorts by several keys ascending and descending, nulls and missing first when ascending', async () => {
    expect(
      await ids({
        sort: [
          { field: 'age', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
      }),
    ).toEqual(['p4', 'p1', 'p3', 'p2', 'p5']);
    expect(
      await ids({
        sort: [
          { field: 'org', direction: 'asc' },
          { field: 'joined', direction: 'desc' },
        ],
      }),
    ).toEqual(['p2', 'p1', 'p3', 'p5', 'p4']);
    expect(await ids({ sort: [{ field: 'team', direction: 'asc' }] })).toEqual(['p3', 'p4', 'p2', 'p1', 'p5']);
    expect(await ids({ sort: [{ field: 'team', direction: 'desc' }] })).toEqual(['p1', 'p5', 'p2', 'p3', 'p4']);
    expect(await ids({ sort: [{ field: 'id', direction: 'desc' }] })).toEqual(['p5', 'p4', 'p3', 'p2', 'p1']);
  });

  it('limit and offset page through a sorted result, ties broken by id', async () => {
    const sort = [{ field: 'active', direction: 'desc' as const }];
    expect(await ids({ sort, limit: 2 })).toEqual(['p1', 'p3']);
    expect(await ids({ sort, limit: 2, offset: 2 })).toEqual(['p4', 'p2']);
    expect(await ids({ sort, offset: 4 })).toEqual(['p5']);
    expect(await ids({ sort, limit: 10, offset: 5 })).toEqual([]);
    expect(await ids({ sort, limit: 0 })).toEqual([]);
    expect(await ids({ where: { org: 'o1' }, sort: [{ field: 'age', direction: 'asc' }], limit: 1, offset: 1 })).toEqual(['p1']);
  });

  it('count counts all documents or those matching a where', async () => {
    expect(await store().count('people')).toBe(5);
    expect(await store().count('people', { org: 'o1', age: { gte: 30 } })).toBe(2);
    expect(await store().count('people', { team: { in: [] } })).toBe(0);
  });

  it('rejects queries outside the port: unknown operators, null or mixed range bounds, bad paging', async () => {
    const bad = [{ age: { eq: 3 } }, { age: { gt: null } }, { age: { gt: 1, lt: 'z' } }, { age: {} }, { age: { in: [{}] } }];
    for (const where of bad) {
      await expect(store().find('people', { where: where as never })).rejects.toThrow(/invalid condition/);
    }
    await expect(store().find('people', { limit: -1 })).rejects.toThrow(/invalid limit/);
    await expect(store().find('people', { offset: 1.5 })).rejects.toThrow(/invalid limit/);
  });
}
