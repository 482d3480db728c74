import type { SolverInput } from '@rostra/contracts/solver/input';
import { describe, expect, it } from 'vitest';
import type { DraftShift } from './repair-model.ts';
import { repairProduct, type DraftWithShiftTypes } from './repair.ts';
import { solveProduct } from './solve-product.ts';
import { reproducible } from '../testing/reproducible.ts';

// A round limit, not a time limit: the same repair on a busy or a quiet machine.
const options = reproducible;
const shiftTypes = [
  { id: 'E', name: 'Early', start_time: '06:00', duration_hours: 8 },
  { id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8 },
];
const on = (date: string, shift_type_id: string, member_id: string, fixed = false, position = 1): DraftShift => ({
  date,
  shift_type_id,
  member_id,
  position,
  fixed,
});
/**
 * A repair that reaches the month's optimum. A round-limited run from a draft skips the bound
 * (run-task.ts), so it may not prove it: the value is the one a timed run proves optimal.
 */
function expectOptimum(repaired: Awaited<ReturnType<typeof repairProduct>>, optimum: number): void {
  expect(['optimal', 'feasible']).toContain(repaired.status);
  expect(repaired.statistics.objective).toBe(optimum);
}
const need = (date: string, shift_type_id: string, required_count = 1) => ({ date, shift_type_id, required_count });

/**
 * December 2026, the 2nd (a Wednesday) needs an Early and a Late. Ana works the Late and is now on
 * vacation; Ben works the Early; Cy is free but may not work Lates.
 */
const december = (vacation = true): SolverInput => ({
  year: 2026,
  month: 12,
  shift_types: shiftTypes.map((type) => ({ ...type, requirements: [] })),
  employees: [
    { id: 'ana', name: 'Ana', vacations: vacation ? [{ start_date: '2026-12-02', end_date: '2026-12-02' }] : [] },
    { id: 'ben', name: 'Ben' },
    { id: 'cy', name: 'Cy', disallowed_shift_types: ['L'] },
  ],
});
const draft = (fixed: boolean): DraftWithShiftTypes => ({
  shiftTypes,
  needs: [need('2026-12-02', 'E'), need('2026-12-02', 'L')],
  assignments: [on('2026-12-02', 'L', 'ana', fixed), on('2026-12-02', 'E', 'ben', fixed)],
  keptFree: [],
});

describe('repairing a draft with the solver', () => {
  it('fills a gap that needs someone moved: Ben goes from the Early to the Late, Cy takes the Early', async () => {
    // Nobody free may work the Late: filling gaps with free people only, as a greedy repair does, leaves it short.
    const repaired = await repairProduct(december(), draft(false), options);
    expectOptimum(repaired, 50);
    expect(repaired.changes).toEqual([
      { date: '2026-12-02', shift_type_id: 'E', member_id: 'ben', change: 'removed', position: null },
      { date: '2026-12-02', shift_type_id: 'L', member_id: 'ana', change: 'removed', position: null },
      { date: '2026-12-02', shift_type_id: 'E', member_id: 'cy', change: 'added', position: 1 },
      { date: '2026-12-02', shift_type_id: 'L', member_id: 'ben', change: 'added', position: 1 },
    ]);
  });

  it('adds nobody who asked for no shift where others did (as generation): Cy stays free and the Late stays short', async () => {
    const asked = (counts: Record<string, number>) => ({ admin_set: { shift_preferences: counts } });
    const month = december();
    const [ana, ben, cy] = month.employees;
    const counted = { ...month, employees: [{ ...ana!, ...asked({ L: 10 }) }, { ...ben!, ...asked({ E: 10 }) }, cy!] };
    const repaired = await repairProduct(counted, draft(false), options);
    expect(repaired.changes).toEqual([{ date: '2026-12-02', shift_type_id: 'L', member_id: 'ana', change: 'removed', position: null }]);
  });

  it('keeps a pinned or published assignment where it is, and takes off one a vacation now forbids', async () => {
    const repaired = await repairProduct(december(), draft(true), options);
    expect(repaired.changes).toEqual([{ date: '2026-12-02', shift_type_id: 'L', member_id: 'ana', change: 'removed', position: null }]);
    expect(repaired.statistics.pinned).toBeGreaterThan(0);
  });

  it('takes off the shifts of someone no longer schedulable, and changes nothing when nothing is broken', async () => {
    const month = { ...december(false), employees: december(false).employees.filter((employee) => employee.id !== 'ana') };
    expect((await repairProduct(month, draft(false), options)).changes).toEqual([
      { date: '2026-12-02', shift_type_id: 'E', member_id: 'ben', change: 'removed', position: null },
      { date: '2026-12-02', shift_type_id: 'L', member_id: 'ana', change: 'removed', position: null },
      { date: '2026-12-02', shift_type_id: 'E', member_id: 'cy', change: 'added', position: 1 },
      { date: '2026-12-02', shift_type_id: 'L', member_id: 'ben', change: 'added', position: 1 },
    ]);
    expect((await repairProduct(december(false), draft(false), options)).changes).toEqual([]);
  });

  it('keeps days an admin kept free, and the row of someone whose pinned shifts were put against a rule', async () => {
    // Ana's Late of the 1st and Early of the 2nd leave 8 hours of rest, 11 required: an admin overrode it.
    const overridden: DraftWithShiftTypes = {
      shiftTypes,
      needs: [need('2026-12-01', 'L'), need('2026-12-02', 'E'), need('2026-12-03', 'E')],
      assignments: [on('2026-12-01', 'L', 'ana', true), on('2026-12-02', 'E', 'ana', true), on('2026-12-03', 'E', 'ben')],
      keptFree: [{ date: '2026-12-03', member_id: 'cy' }],
    };
    const month = { ...december(false), employees: [...december(false).employees.slice(0, 2), { id: 'cy', name: 'Cy' }] };
    // Ben is off on the 3rd now: only Cy could take his Early, and she was kept free that day.
    month.employees[1] = { id: 'ben', name: 'Ben', vacations: [{ start_date: '2026-12-03', end_date: '2026-12-03' }] };
    const repaired = await repairProduct(month, overridden, options);
    expectOptimum(repaired, 100);
    expect(repaired.statistics.frozen).toBe(1);
    expect(repaired.changes).toEqual([{ date: '2026-12-03', shift_type_id: 'E', member_id: 'ben', change: 'removed', position: null }]);
  });

  it('keeps a second shift of a day an admin pinned with an override reason, and counts it as staffing the shift', async () => {
    // Ben works the published Early of the 2nd; an admin also put him on the Late that day, with a reason.
    // Ana, on the Late too, is now on vacation: her Late comes off, Ben's two shifts stay, nobody is added.
    const doubled: DraftWithShiftTypes = {
      shiftTypes,
      needs: [need('2026-12-02', 'E'), need('2026-12-02', 'L')],
      assignments: [on('2026-12-02', 'E', 'ben', true), on('2026-12-02', 'L', 'ana', true), on('2026-12-02', 'L', 'ben', true, 2)],
      keptFree: [],
    };
    const month = { ...december(), employees: [...december().employees.slice(0, 2), { id: 'cy', name: 'Cy' }] };
    const repaired = await repairProduct(month, doubled, options);
    expect(repaired.status).toBe('optimal');
    expect(repaired.changes).toEqual([{ date: '2026-12-02', shift_type_id: 'L', member_id: 'ana', change: 'removed', position: null }]);
  });

  it('keeps the row of someone whose days kept free by hand cut their minimum run short', async () => {
    // Ana works at least 2 days in a row; an admin kept the 1st and the 3rd free around her Late of the 2nd.
    const month = {
      ...december(false),
      employees: december(false).employees.map((e) => (e.id === 'ana' ? { ...e, min_consecutive_days: 2 } : e)),
    };
    const pinned = {
      ...draft(true),
      keptFree: [
        { date: '2026-12-01', member_id: 'ana' },
        { date: '2026-12-03', member_id: 'ana' },
      ],
    };
    const repaired = await repairProduct(month, pinned, options);
    expectOptimum(repaired, 5);
    expect(repaired.statistics.frozen).toBe(1);
    expect(repaired.changes).toEqual([]);
  });

  it('proposes nothing when the fixed assignments leave no valid month', async () => {
    // Ana and Cy work together or not at all; Ana's Late is published, and Cy may not work Lates.
    const month: SolverInput = {
      ...december(false),
      collaborations: [{ collaboration_type: 'prefer_together', employee_ids: ['ana', 'cy'] }],
    };
    const repaired = await repairProduct(month, draft(true), options);
    expect(['infeasible', 'timeout']).toContain(repaired.status);
    expect(repaired.changes).toEqual([]);
  });

  it('changes fewer assignments than regenerating the month, and staffs what regenerating staffs', async () => {
    // Six people, an Early of two and a Late of one every day; then Dee is away for a week.
    const month = (away: boolean): SolverInput => ({
      year: 2026,
      month: 12,
      shift_types: [
        { ...shiftTypes[0]!, requirements: [{ day_of_week: null, employees_needed: 2 }] },
        { ...shiftTypes[1]!, requirements: [{ day_of_week: null, employees_needed: 1 }] },
      ],
      employees: ['ana', 'ben', 'cy', 'dee', 'eli', 'fay'].map((id) => ({
        id,
        name: id,
        vacations: away && id === 'dee' ? [{ start_date: '2026-12-08', end_date: '2026-12-14' }] : [],
      })),
    });
    const generated = await solveProduct(month(false), options);
    const before: DraftWithShiftTypes = {
      shiftTypes,
      needs: generated.coverage.map(({ date, shift_type_id, required_count }) => ({ date, shift_type_id, required_count })),
      assignments: generated.assignments.map(({ date, shift_type_id, employee_id, position }) =>
        on(date, shift_type_id, employee_id, false, position),
      ),
      keptFree: [],
    };
    const repaired = await repairProduct(month(true), before, options);
    const regenerated = await solveProduct(month(true), options);
    const key = (shift: { date: string; shift_type_id: string; member_id?: string; employee_id?: string }) =>
      `${shift.date}|${shift.shift_type_id}|${shift.member_id ?? shift.employee_id}`;
    const old = new Set(before.assignments.map(key));
    const fresh = new Set(regenerated.assignments.map(key));
    const regeneratedChanges = [...old].filter((shift) => !fresh.has(shift)).length + [...fresh].filter((shift) => !old.has(shift)).length;
    const deeAway = before.assignments.filter(
      (shift) => shift.member_id === 'dee' && shift.date >= '2026-12-08' && shift.date <= '2026-12-14',
    );
    expect(repaired.changes.filter((change) => change.change === 'removed').map(key)).toEqual(expect.arrayContaining(deeAway.map(key)));
    expect(repaired.changes.length).toBeLessThan(regeneratedChanges);
    const staffed = (assignments: string[]) => assignments.length;
    const after = [...old].filter((shift) => !repaired.changes.some((change) => change.change === 'removed' && key(change) === shift));
    expect(staffed([...after, ...repaired.changes.filter((change) => change.change === 'added').map(key)])).toBe(
      regenerated.assignments.length,
    );
  });
});
