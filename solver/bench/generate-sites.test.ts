import { solverInputSchema } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import { toRosterModel } from '../src/product/to-model.ts';
import { generateSitesMonth } from '../src/testing/generate-month.ts';

describe('the two-site month with registered nurses (the skills benchmark)', () => {
  const input = generateSitesMonth(200, 1);
  const { model } = toRosterModel(solverInputSchema.parse(input));
  const worksAt = (e: number) => input.employees[e]!.location_ids ?? [];
  const siteOf = (s: number) => String(input.shift_types[s]!.location_id);

  it('keeps each member to their sites, with some floating between both', () => {
    model.employees.forEach((employee, e) => {
      for (let s = 0; s < model.shiftTypes.length; s++)
        if (!worksAt(e).includes(siteOf(s))) expect(employee.disallowedShiftTypes).toContain(s);
    });
    expect(input.employees.filter((e) => e.location_ids?.length === 2).length).toBeGreaterThan(0);
  });

  it('asks for nurses among those needed, and a lapsed registration stops counting after the 15th', () => {
    const lapsing = input.employees.flatMap((e, i) => (e.skills?.[0]?.valid_until ? [i] : []));
    expect(lapsing.length).toBeGreaterThan(0);
    const need = new Map(model.cover.map((c) => [`${c.day}|${c.shiftType}`, c.requirement]));
    for (const row of model.skillCover!) {
      expect(row.requirement).toBeLessThanOrEqual(need.get(`${row.day}|${row.shiftType}`)!);
      for (const e of lapsing) expect(row.qualified.includes(e)).toBe(row.day < 15);
    }
  });
});
