/**
 * The repair case of the solver benchmarks: a generated month (generateMonth) solved as a
 * generation, a fifth of its members' assignments published (fixed), then three sick calls of
 * three days and one member leaving; the repair's wall time (model, solve and changes, as the
 * solver service runs it) and how much it changes, against regenerating the month.
 */
import type { SolverInput } from '@rostra/contracts/solver/input';
import { repairProduct, type DraftWithShiftTypes } from '../src/product/repair.ts';
import { solveProduct, type ProductAssignment } from '../src/product/solve-product.ts';
import { generateMonth } from '../src/testing/generate-month.ts';

export interface RepairCase {
  employees: number;
  /** Assignments the changes forced off (sick calls, the member who left). */
  forced: number;
  changes: number;
  /** Shift-days below their need before and after the repair. */
  shortBefore: number;
  shortAfter: number;
  seconds: number;
  status: string;
  /** Assignments regenerating the month changes, and the shift-days it leaves short, for comparison. */
  regenerated: number;
  regeneratedShort: number;
}

const key = (date: string, shiftTypeId: string, memberId: string) => `${date}|${shiftTypeId}|${memberId}`;

function shortShifts(needs: DraftWithShiftTypes['needs'], assignments: readonly { date: string; shift_type_id: string }[]): number {
  const staffed = new Map<string, number>();
  for (const shift of assignments)
    staffed.set(`${shift.date}|${shift.shift_type_id}`, (staffed.get(`${shift.date}|${shift.shift_type_id}`) ?? 0) + 1);
  return needs.filter((need) => (staffed.get(`${need.date}|${need.shift_type_id}`) ?? 0) < need.required_count).length;
}

/** The month after the changes: three members sick on the 10th–12th, the last member gone. */
function changed(input: SolverInput): SolverInput {
  const date = (day: number) => `${input.year}-${String(input.month).padStart(2, '0')}-${day}`;
  return {
    ...input,
    employees: input.employees
      .slice(0, -1)
      .map((employee, i) =>
        i % Math.floor(input.employees.length / 3) === 1
          ? { ...employee, vacations: [...(employee.vacations ?? []), { start_date: date(10), end_date: date(12) }] }
          : employee,
      ),
  };
}

export async function repairCase(employees: number, seed: number, generateSeconds: number, repairSeconds: number): Promise<RepairCase> {
  const input = generateMonth(employees, seed);
  const generated = await solveProduct(input, { timeLimitSeconds: generateSeconds, seed });
  const published = new Set(input.employees.filter((_, i) => i % 5 === 0).map((employee) => String(employee.id)));
  const draft: DraftWithShiftTypes = {
    shiftTypes: input.shift_types.map(({ id, name, start_time, duration_hours }) => ({ id: String(id), name, start_time, duration_hours })),
    needs: generated.coverage.map(({ date, shift_type_id, required_count }) => ({ date, shift_type_id, required_count })),
    assignments: generated.assignments.map(({ date, shift_type_id, employee_id, position }: ProductAssignment) => ({
      date,
      shift_type_id,
      member_id: employee_id,
      position,
      fixed: published.has(employee_id),
    })),
    keptFree: [],
  };
  const after = changed(input);
  const started = Date.now();
  const repaired = await repairProduct(after, draft, { timeLimitSeconds: repairSeconds, seed });
  const seconds = (Date.now() - started) / 1000;
  const removed = new Set(repaired.changes.filter((c) => c.change === 'removed').map((c) => key(c.date, c.shift_type_id, c.member_id)));
  const kept = draft.assignments.filter((shift) => !removed.has(key(shift.date, shift.shift_type_id, shift.member_id)));
  const off = new Map(after.employees.map((employee) => [String(employee.id), employee.vacations ?? []]));
  const forced = (shift: { date: string; member_id: string }) =>
    !off.has(shift.member_id) || off.get(shift.member_id)!.some((away) => shift.date >= away.start_date && shift.date <= away.end_date);
  const before = new Set(draft.assignments.map((shift) => key(shift.date, shift.shift_type_id, shift.member_id)));
  const regeneration = await solveProduct(after, { timeLimitSeconds: generateSeconds, seed });
  const fresh = new Set(regeneration.assignments.map((shift) => key(shift.date, shift.shift_type_id, shift.employee_id)));
  return {
    employees,
    forced: draft.assignments.filter(forced).length,
    changes: repaired.changes.length,
    shortBefore: shortShifts(
      draft.needs,
      draft.assignments.filter((shift) => !forced(shift)),
    ),
    shortAfter: shortShifts(draft.needs, [...kept, ...repaired.changes.filter((c) => c.change === 'added')]),
    seconds,
    status: repaired.status,
    regenerated: [...before].filter((shift) => !fresh.has(shift)).length + [...fresh].filter((shift) => !before.has(shift)).length,
    regeneratedShort: shortShifts(draft.needs, regeneration.assignments),
  };
}
