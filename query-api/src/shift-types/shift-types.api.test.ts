import { shiftTypesForMonth } from '../shared/shift-types.ts';
import { describe, expect, it } from 'vitest';
import { shiftTypeWorld } from '@rostra/cli/testing/shift-type-world';

const t = shiftTypeWorld();
const { world, path, employee, create, listed } = t;

describe('reading shift types', () => {
  it('lists them by start time for every member; active_only and the employment config leave inactive ones out', async () => {
    await create({ start_time: '14:00' });
    await create({ start_time: '06:00' });
    const { body: off } = await create({ start_time: '00:30', is_active: false });
    const bo = await employee();
    const all = await listed();
    expect(all.map((s) => s.id)).toContain(off.id);
    expect(all.map((s) => s.start_time)).toEqual(all.map((s) => s.start_time).sort());
    const active = await listed(t.ada, '?active_only=true');
    expect(active.map((s) => s.id)).not.toContain(off.id);
    expect(active).toEqual(all.filter((s) => s.is_active));
    expect((await t.ada.get(`/organizations/${t.org}/employment-config`)).body.shift_types).toEqual(active);
    expect(await listed(bo)).toEqual(all);
    expect(await t.ada.get(path('?active_only=yes'))).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^active_only: /) },
    });
  });

  it('gives schedule generation each active shift type with what every day of the month needs', async () => {
    const { body } = await create({
      name: 'Month view',
      requirements: [
        { day_of_week: null, employees_needed: 2 },
        { day_of_week: 0, employees_needed: 1 },
      ],
    });
    await t.ada.get(path()); // read-your-own-writes: the read model now has it
    const month = await shiftTypesForMonth(world.server.running.stores.readStore, t.org, 2026, 2);
    const shiftType = month.find((s) => s.id === body.id)!;
    expect(shiftType.days).toHaveLength(28);
    expect(shiftType.days[0]).toEqual({ date: '2026-02-01', day_of_week: 0, employees_needed: 1 });
    expect(shiftType.days[1]).toEqual({ date: '2026-02-02', day_of_week: 1, employees_needed: 2 });
    expect(month.every((s) => s.is_active)).toBe(true);
  });
});
