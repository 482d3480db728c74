import { describe, expect, it } from 'vitest';
import type { SolverInput } from '@rostra/contracts/solver/input';
import { solveProduct } from './solve-product.ts';
import { reproducible as options } from '../testing/reproducible.ts';

const month = (needed: number): SolverInput => ({
  year: 2025,
  month: 2,
  shift_types: [
    { id: 1, name: 'Morning', start_time: '07:00', duration_hours: 8, requirements: [{ day_of_week: null, employees_needed: needed }] },
    { id: 2, name: 'Night', start_time: '23:00', duration_hours: 8, requirements: [{ day_of_week: null, employees_needed: 1 }] },
  ],
  employees: [
    {
      id: 'ann',
      name: 'Ann',
      vacations: [{ start_date: '2025-02-10', end_date: '2025-02-14' }],
      admin_set: { shift_preferences: { '1': 12 } },
    },
    { id: 'bob', name: 'Bob', disallowed_shift_types: [2], max_consecutive_days: 5 },
    { id: 'cid', name: 'Cid', available_weekdays: { '0': false, '6': false } },
    { id: 'dee', name: 'Dee', employee_requested: { shift_preferences: { '2': 10 } } },
  ],
  collaborations: [{ collaboration_type: 'avoid_together', employee_ids: ['bob', 'cid'] }],
});

describe('solving a product month', () => {
  it('keeps vacations and gives each shift positions 1..n', async () => {
    const r = await solveProduct(month(2), options);
    expect(['optimal', 'feasible']).toContain(r.status);
    const ann = r.assignments.filter((a) => a.employee_id === 'ann').map((a) => a.date);
    expect(ann.filter((d) => d >= '2025-02-10' && d <= '2025-02-14')).toEqual([]);
    const byShift = new Map<string, number[]>();
    for (const a of r.assignments)
      byShift.set(`${a.date}/${a.shift_type_id}`, [...(byShift.get(`${a.date}/${a.shift_type_id}`) ?? []), a.position]);
    for (const positions of byShift.values()) expect(positions.sort()).toEqual(positions.map((_, i) => i + 1));
    expect(Object.keys(r.schedule!)).toHaveLength(28);
  });

  it('explains every understaffed shift in business terms', async () => {
    const r = await solveProduct(month(4), options);
    const short = r.coverage.filter((c) => c.status !== 'fully-staffed');
    expect(short.length).toBeGreaterThan(0);
    for (const c of short) expect(c.reasons.length).toBeGreaterThan(0);
    const vacation = short.find((c) => c.date === '2025-02-11' && c.shift_type_id === '1');
    expect(vacation?.reasons.find((x) => x.code === 'on_vacation')?.employee_ids).toEqual(['ann']);
  });

  it('generates a weekday holiday with its holiday need, and the generated coverage records it', async () => {
    // Wednesday 12 February a holiday: Morning's holiday row says 1, Night has none and needs Sunday's 1.
    const input = month(2);
    input.shift_types[0]!.requirements!.push({ day_of_week: 'holiday', employees_needed: 1 });
    const r = await solveProduct({ ...input, holidays: ['2025-02-12'] }, options);
    expect(['optimal', 'feasible']).toContain(r.status);
    const needs = (date: string) => r.coverage.filter((c) => c.date === date).map((c) => [c.shift_type_id, c.required_count]);
    expect(needs('2025-02-12')).toEqual([
      ['1', 1],
      ['2', 1],
    ]);
    expect(needs('2025-02-13')).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });

  it('answers no_employees for a month without staff', async () => {
    expect((await solveProduct({ ...month(1), employees: [] }, options)).status).toBe('no_employees');
  });
});
