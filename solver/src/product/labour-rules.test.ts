import { describe, expect, it } from 'vitest';
import type { SolverInput } from '@rostra/contracts/solver/input';
import { solveProduct } from './solve-product.ts';
import { aShiftType } from '../testing/shift-type.ts';
import { reproducible as options } from '../testing/reproducible.ts';

// A month like the demo's (November 2025, from a Saturday): Day is needed on weekdays only,
// Weekend Support on weekends only, and the admin-set counts ask for more than the need (ten
// people asked for 21 shifts each, 120 needed), so nobody has to work where nobody is needed.
const weekend = (weekday: number): boolean => weekday === 0 || weekday === 6;
const need = (weekday: number): Record<string, number> => ({
  early: 1,
  day: weekend(weekday) ? 0 : 1,
  late: 1,
  night: 1,
  weekend: weekend(weekday) ? 1 : 0,
});
const demoLike: SolverInput = {
  year: 2025,
  month: 11,
  shift_types: [
    aShiftType('early', 'Early', '06:00', 1),
    aShiftType('day', 'Day', '09:00', 1, { days: [1, 2, 3, 4, 5] }),
    aShiftType('late', 'Late', '14:00', 1),
    aShiftType('night', 'Night', '22:00', 1),
    aShiftType('weekend', 'Weekend Support', '10:00', 1, { days: [0, 6], duration_hours: 6 }),
  ],
  employees: [
    ...Array.from({ length: 10 }, (_, i) => ({
      id: `e${i + 1}`,
      name: `Employee ${i + 1}`,
      max_consecutive_days: 5,
      min_consecutive_days_off: 2,
      admin_set: { shift_preferences: { early: 5, day: 4, late: 5, night: 5, weekend: 2 } },
    })),
    // The demo's founder: an employee whose counts were never set (0 in the Shift Preferences tab).
    { id: 'admin', name: 'Admin' },
    { id: 'zero', name: 'Zero', admin_set: { shift_preferences: {} } },
  ],
};

describe('labour rules in a generated month', () => {
  it('staffs no shift-day that needs nobody and gives those whose counts are all 0 no shift', async () => {
    const r = await solveProduct(demoLike, { ...options, maxRounds: 5 });
    expect(['optimal', 'feasible']).toContain(r.status);
    const onZeroNeed = r.assignments.filter((a) => need(new Date(`${a.date}T00:00:00Z`).getUTCDay())[a.shift_type_id] === 0);
    expect(onZeroNeed).toEqual([]);
    expect(r.assignments.filter((a) => a.employee_id === 'admin' || a.employee_id === 'zero')).toEqual([]);
    expect(r.statistics.breakdown?.coverOver).toBe(0);
  });

  it('keeps the rest after the previous month’s last Night: its worker takes no Early on the 1st', async () => {
    const input: SolverInput = {
      year: 2025,
      month: 11,
      shift_types: [aShiftType('early', 'Early', '06:00', 1)],
      employees: [
        { id: 'ann', name: 'Ann' },
        { id: 'bob', name: 'Bob', vacations: [{ start_date: '2025-11-01', end_date: '2025-11-01' }] },
      ],
      history: { assignments: [{ employee_id: 'ann', date: '2025-10-31', start_time: '22:00', duration_hours: 8 }] },
    };
    const r = await solveProduct(input, options);
    expect(r.assignments.filter((a) => a.date === '2025-11-01')).toEqual([]);
    const first = r.coverage.find((c) => c.date === '2025-11-01');
    expect(first?.reasons.find((x) => x.code === 'rest_period')?.employee_ids).toEqual(['ann']);
  });

  it('names the weekly hours limit as the reason a shift stays short', async () => {
    // One person, 16 h a week: two Earlies from Monday 3 November on, the rest of that week short.
    const input: SolverInput = {
      year: 2025,
      month: 11,
      max_weekly_hours: 16,
      shift_types: [aShiftType('early', 'Early', '06:00', 1)],
      employees: [{ id: 'ann', name: 'Ann' }],
    };
    const r = await solveProduct(input, options);
    const week = r.assignments.filter((a) => a.date >= '2025-11-03' && a.date <= '2025-11-09');
    expect(week).toHaveLength(2);
    const short = r.coverage.find((c) => c.date >= '2025-11-03' && c.date <= '2025-11-09' && c.status === 'understaffed');
    expect(short?.reasons).toEqual([{ code: 'weekly_limit', employee_ids: ['ann'], message: 'Ann: at the weekly hours limit' }]);
  });
});
