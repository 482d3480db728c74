import { describe, expect, it } from 'vitest';
import { project } from './testing/project-spec.ts';
import { handles, projectionOf } from './projection.ts';

type Counted = { type: 'Counted'; data: { id: string; by: number } } | { type: 'Reset'; data: { id: string } };

const counter = projectionOf<Counted>({
  name: 'counter',
  version: 1,
  tables: [{ name: 'counts' }],
  on: {
    Counted: async ({ data }, tx) => {
      const row = await tx.get<{ id: string; count: number }>('counts', data.id);
      tx.put('counts', { id: data.id, count: (row?.count ?? 0) + data.by });
    },
    Reset: ({ data }, tx) => tx.delete('counts', data.id),
  },
});

describe('a projection written as handlers by event type', () => {
  it('reads exactly the types it has handlers for', () => {
    expect(counter.eventTypes).toEqual(['Counted', 'Reset']);
    expect(handles(counter, 'Counted')).toBe(true);
    expect(handles(counter, 'Renamed')).toBe(false);
  });

  it('applies each event with the handler of its type', async () => {
    const { table } = await project(counter, [
      { type: 'Counted', data: { id: 'a', by: 2 } },
      { type: 'Counted', data: { id: 'b', by: 1 } },
      { type: 'Counted', data: { id: 'a', by: 3 } },
      { type: 'Reset', data: { id: 'b' } },
      { type: 'Renamed', data: { id: 'a' } },
    ]);
    expect(await table('counts')).toEqual([{ id: 'a', count: 5 }]);
  });
});
