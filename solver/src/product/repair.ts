/**
 * Repairing a month's draft end to end: the repair model (repair-model.ts), solved like a
 * generation within the options' budget, answered as the changes to make to the draft: who comes
 * off which shift, who goes on, and at which position (kept assignments keep theirs, added ones
 * take the first free positions of their shift-day).
 */
import type { ShiftTypeSnapshot } from '@rostra/contracts';
import { solverInputSchema, type SolverInput } from '@rostra/contracts/solver/input';
import { OFF, type RosterModel } from '../model/types.ts';
import { compile } from '../search/compile/compiled.ts';
import { Evaluator } from '../search/heuristics/evaluator.ts';
import { reroster, soloEmployees } from '../search/heuristics/reroster.ts';
import { RosterDp } from '../search/roster-dp/roster-dp.ts';
import type { SolveOptions, SolverStatus } from '../search/orchestration/result.ts';
import { solveModel } from '../search/orchestration/solve.ts';
import { repairModel, type DraftShift, type DraftToRepair } from './repair-model.ts';

export interface DraftWithShiftTypes extends DraftToRepair {
  /** The shift types as the draft was generated with them (its assignments' times). */
  shiftTypes: readonly Pick<ShiftTypeSnapshot, 'id' | 'name' | 'start_time' | 'duration_hours'>[];
}

/** A change to the draft, in the names of the draft's shifts (DraftShift); the service records it in the event's. */
export interface ShiftChange {
  date: string;
  shift_type_id: string;
  member_id: string;
  change: 'added' | 'removed';
  /** Added: the position it takes. */
  position: number | null;
}

export interface ProductRepairResult {
  status: SolverStatus;
  /** Removals first, then additions, each by date, shift type and member. */
  changes: ShiftChange[];
  problems: string[];
  statistics: { objective: number | null; seconds: number; pinned: number; frozen: number };
}

/** Statuses that leave the solver nothing to choose: what the draft may keep is the repair. */
const NOTHING_TO_CHOOSE = new Set<SolverStatus>(['no_employees', 'no_shift_types', 'no_shift_requirements']);

const byShift = (a: ShiftChange, b: ShiftChange) =>
  a.date.localeCompare(b.date) || a.shift_type_id.localeCompare(b.shift_type_id) || a.member_id.localeCompare(b.member_id);

/**
 * The changes that turn the draft's assignments into `after` (shift type by `date|member id`),
 * keeping `beside` as well (second shifts of a day kept outside the model).
 */
export function changesTo(
  assignments: readonly DraftShift[],
  after: ReadonlyMap<string, string>,
  beside: readonly DraftShift[] = [],
): ShiftChange[] {
  const besides = new Set(beside);
  const stays = (shift: DraftShift) => besides.has(shift) || after.get(`${shift.date}|${shift.member_id}`) === shift.shift_type_id;
  const kept = new Set(assignments.filter(stays).map((shift) => `${shift.date}|${shift.member_id}|${shift.shift_type_id}`));
  const taken = new Map<string, Set<number>>();
  for (const shift of assignments.filter(stays)) {
    const key = `${shift.date}|${shift.shift_type_id}`;
    taken.set(key, (taken.get(key) ?? new Set()).add(shift.position));
  }
  const removed = assignments
    .filter((shift) => !stays(shift))
    .map(({ date, shift_type_id, member_id }): ShiftChange => ({ date, shift_type_id, member_id, change: 'removed', position: null }));
  const added = [...after]
    .filter(([cell, shiftTypeId]) => !kept.has(`${cell}|${shiftTypeId}`))
    .map(([cell, shift_type_id]): ShiftChange => {
      const [date, member_id] = cell.split('|') as [string, string];
      return { date, shift_type_id, member_id, change: 'added', position: null };
    })
    .sort(byShift);
  for (const change of added) {
    const used = taken.get(`${change.date}|${change.shift_type_id}`) ?? new Set<number>();
    let position = 1;
    while (used.has(position)) position += 1;
    taken.set(`${change.date}|${change.shift_type_id}`, used.add(position));
    change.position = position;
  }
  return [...removed.sort(byShift), ...added];
}

/**
 * The draft as it may stay, made valid where taking off what is forbidden broke a rule of a
 * member's own row (a run of working days cut below its minimum): that member's roster becomes
 * their best response, the closest to their row the disruption cost allows. The search starts
 * from it, so a proposal never changes more than this, and a big month gets a good answer in a
 * short budget. `stuck`: members whose fixed cells leave no roster within their rules.
 */
function startFrom(model: RosterModel, kept: Int16Array): { start: Int16Array; stuck: string[] } {
  const c = compile(model);
  const ev = new Evaluator(c, kept);
  const dp = new RosterDp(c);
  const prices = new Float64Array(c.D * (c.S + 1));
  const stuck = soloEmployees(ev).filter((e) => ev.empHard[e]! > 0 && !reroster(ev, dp, e, prices));
  return { start: ev.sched, stuck: stuck.map((e) => model.employees[e]!.id) };
}

export async function repairProduct(
  raw: SolverInput,
  draft: DraftWithShiftTypes,
  options: SolveOptions = {},
): Promise<ProductRepairResult> {
  const input = solverInputSchema.parse({
    ...raw,
    shift_types: draft.shiftTypes.map(({ id, name, start_time, duration_hours }) => ({ id, name, start_time, duration_hours })),
    pinned: [],
  });
  const first = repairModel(input, draft);
  const tried = startFrom(first.model, first.kept);
  // A member whose fixed cells break a lower limit of their own (a minimum run cut short by a
  // pinned free day) keeps their row as it is, as one whose fixed cells break an upper one.
  const repair = tried.stuck.length > 0 ? repairModel(input, draft, new Set(tried.stuck)) : first;
  const { start } = repair === first ? tried : startFrom(repair.model, repair.kept);
  const { model, dates, employeeIds, shiftTypeIds, kept, frozen, extra } = repair;
  const result = await solveModel(model, { ...options, start });
  const schedule = result.schedule ?? (NOTHING_TO_CHOOSE.has(result.status) ? kept : null);
  const statistics = { objective: result.objective, seconds: result.seconds, pinned: model.pinned.length, frozen: frozen.size };
  if (!schedule) return { status: result.status, changes: [], problems: result.problems, statistics };
  const after = new Map<string, string>();
  const worked = (memberId: string, values: ArrayLike<number>) => {
    for (let d = 0; d < dates.length; d++) if (values[d] !== OFF) after.set(`${dates[d]}|${memberId}`, shiftTypeIds[values[d]!]!);
  };
  employeeIds.forEach((id, e) => worked(id, schedule.subarray(e * model.days, (e + 1) * model.days)));
  for (const [id, row] of frozen) worked(id, row);
  const status = result.schedule ? result.status : 'optimal';
  return { status, changes: changesTo(draft.assignments, after, extra), problems: [], statistics };
}
