/**
 * A repair of a month's draft as a RosterModel: the month as generation sees it (the solver input
 * of the read models) with the draft's shift types and coverage, plus what the draft holds.
 * Fixed assignments (pinned by hand or published) become pins unless a per-cell hard rule now
 * forbids them (vacation, absence, availability, disallowed type, a member no longer schedulable:
 * those are taken off). Every other cell costs `disruption` when the repair changes it, so
 * coverage dominates and the rest of the objective (targets, fairness) weighs in only where a
 * change pays more than it disrupts. An employee whose fixed assignments break a hard rule among
 * themselves (an override with a reason, a rule tightened since) keeps their row as it is and
 * leaves the model, their shifts counted as staffed: the model stays solvable without undoing the
 * override. A second shift of a day that an admin pinned (an override of one shift a day) cannot
 * be a cell of the model: its member keeps their row as it is, and the second shift stays beside
 * it, staffing its shift.
 */
import type { ParsedSolverInput } from '@rostra/contracts/solver/input';
import { OFF, type RosterModel } from '../model/types.ts';
import { compile } from '../search/compile/compiled.ts';
import { validate } from '../validate/validate.ts';
import type { HardRule } from '../validate/violations.ts';
import { toRosterModel, type ProductModel, type ShiftDayNeed } from './to-model.ts';

/** One assignment of the draft, and whether the repair must keep it (pinned by hand, or published). */
export interface DraftShift {
  date: string;
  shift_type_id: string;
  member_id: string;
  position: number;
  fixed: boolean;
}

export interface DraftToRepair {
  needs: readonly ShiftDayNeed[];
  assignments: readonly DraftShift[];
  /** Days an admin kept a member free by hand: the repair keeps them free. */
  keptFree: readonly { date: string; member_id: string }[];
}

/** Per changed cell, this share of the understaffing weight: a gap is worth changing up to 4 cells. */
export const DISRUPTION_SHARE = 0.2;

/** Rules a schedule of the fixed cells alone breaks only because its other cells are empty. */
const LOWER_LIMITS = new Set<HardRule>(['min_total_minutes', 'min_consecutive_work', 'min_consecutive_off', 'together', 'pinned']);

export interface RepairModel extends ProductModel {
  /** The draft's value of every cell of the model (shift-type index or OFF), per-cell forbidden values already OFF. */
  kept: Int16Array;
  /** Employees (by id) left out of the model: their row stays as the draft has it, less what is forbidden. */
  frozen: Map<string, Int16Array>;
  /** Second shifts of a day kept beside a frozen row (pinned overrides of one shift a day), less what is forbidden. */
  extra: DraftShift[];
}

/**
 * Members who asked for no shift of any type (neither an admin-set count nor their own), where
 * others did: generation gives them shifts only where nobody else can work, so a repair adds
 * them to none (an admin may, by hand). Where nobody set a count, everyone may be added.
 */
function unasked(input: ParsedSolverInput): Set<string> {
  const asks = (counts: Record<string, number> | undefined) => Object.values(counts ?? {}).some((count) => count > 0);
  const asking = input.employees.filter((e) => asks(e.admin_set?.shift_preferences) || asks(e.employee_requested?.shift_preferences));
  if (asking.length === 0) return new Set();
  const ids = new Set(asking.map((e) => String(e.id)));
  return new Set(input.employees.map((e) => String(e.id)).filter((id) => !ids.has(id)));
}

/** The draft's cells as the full model sees them, with the fixed ones marked: a free day of someone not to add is fixed free. */
function draftCells(pm: ProductModel, draft: DraftToRepair, notToAdd: ReadonlySet<string>) {
  const { model, dates, employeeIds, shiftTypeIds } = pm;
  const D = model.days;
  const employeeIndex = new Map(employeeIds.map((id, e) => [id, e]));
  const dayIndex = new Map(dates.map((date, d) => [date, d]));
  const shiftIndex = new Map(shiftTypeIds.map((id, s) => [id, s]));
  const current = new Int16Array(employeeIds.length * D).fill(OFF);
  const fixed = new Uint8Array(employeeIds.length * D);
  const seconds: { cell: number; shiftType: number; shift: DraftShift }[] = [];
  // Fixed ones first: a pinned shift takes its member's cell before one the repair may change.
  for (const shift of [...draft.assignments].sort((a, b) => Number(b.fixed) - Number(a.fixed))) {
    const e = employeeIndex.get(shift.member_id),
      d = dayIndex.get(shift.date),
      s = shiftIndex.get(shift.shift_type_id);
    if (e === undefined || d === undefined || s === undefined) continue;
    const cell = e * D + d;
    if (current[cell] !== OFF) {
      seconds.push({ cell, shiftType: s, shift });
      continue;
    }
    current[cell] = s;
    if (shift.fixed) fixed[cell] = 1;
  }
  // A second shift the same day stays only beside a pinned one (an override with a reason);
  // otherwise one shift a day, a hard rule, takes it off.
  const doubled = seconds.filter(({ cell, shift }) => shift.fixed || fixed[cell] === 1);
  employeeIds.forEach((id, e) => {
    if (notToAdd.has(id)) for (let d = 0; d < D; d++) if (current[e * D + d] === OFF) fixed[e * D + d] = 1;
  });
  for (const free of draft.keptFree) {
    const e = employeeIndex.get(free.member_id),
      d = dayIndex.get(free.date);
    if (e !== undefined && d !== undefined && current[e * D + d] === OFF) fixed[e * D + d] = 1;
  }
  return { current, fixed, doubled };
}

/** Employees whose fixed cells break a hard rule among themselves. */
function overridden(model: RosterModel, fixedOnly: Int16Array): Set<number> {
  const out = new Set<number>();
  for (const violation of validate(model, fixedOnly).violations) {
    if (LOWER_LIMITS.has(violation.rule)) continue;
    if (violation.employee !== undefined) out.add(violation.employee);
    else if (violation.day !== undefined)
      for (const group of model.apartGroups) for (const e of group) if (fixedOnly[e * model.days + violation.day] !== OFF) out.add(e);
  }
  return out;
}

/** The model without the frozen employees: their shifts staff the cover, groups and pins renumbered. */
function withoutFrozen(
  pm: ProductModel,
  frozen: ReadonlySet<number>,
  kept: Int16Array,
  extra: readonly { day: number; shiftType: number }[],
): ProductModel {
  const { model } = pm;
  const D = model.days;
  const stay = model.employees.map((_, e) => e).filter((e) => !frozen.has(e));
  const renumber = new Map(stay.map((e, i) => [e, i]));
  const group = (g: number[]) => g.flatMap((e) => renumber.get(e) ?? []);
  const cover = model.cover.map((c) => {
    let staffed = 0;
    for (const e of frozen) if (kept[e * D + c.day] === c.shiftType) staffed++;
    for (const second of extra) if (second.day === c.day && second.shiftType === c.shiftType) staffed++;
    return { ...c, requirement: Math.max(0, c.requirement - staffed) };
  });
  return {
    ...pm,
    employeeIds: stay.map((e) => pm.employeeIds[e]!),
    model: {
      ...model,
      employees: stay.map((e) => model.employees[e]!),
      cover,
      togetherGroups: model.togetherGroups.map(group).filter((g) => g.length > 1),
      apartGroups: model.apartGroups.map(group).filter((g) => g.length > 1),
      pinned: [],
    },
  };
}

/** `keepAsIs`: members (by id) to keep out of the model as well, their rows as the draft has them. */
export function repairModel(input: ParsedSolverInput, draft: DraftToRepair, keepAsIs: ReadonlySet<string> = new Set()): RepairModel {
  const full = toRosterModel(input, draft.needs);
  const D = full.model.days,
    S = full.model.shiftTypes.length;
  const { current, fixed, doubled } = draftCells(full, draft, unasked(input));
  const { allowed } = compile(full.model);
  const may = (i: number, v: number) => v === OFF || allowed[i * S + v] === 1;
  const kept = Int16Array.from(current, (v, i) => (may(i, v) ? v : OFF));
  const fixedOnly = Int16Array.from(kept, (v, i) => (fixed[i] ? v : OFF));
  const frozenIndices = overridden(full.model, fixedOnly);
  full.employeeIds.forEach((id, e) => {
    if (keepAsIs.has(id)) frozenIndices.add(e);
  });
  const seconds = doubled.filter(({ cell, shiftType }) => may(cell, shiftType));
  for (const { cell } of seconds) frozenIndices.add(Math.floor(cell / D));
  const frozen = new Map([...frozenIndices].map((e) => [full.employeeIds[e]!, kept.slice(e * D, (e + 1) * D)] as const));
  const extraCells = seconds.map(({ cell, shiftType }) => ({ day: cell % D, shiftType }));
  const pm = withoutFrozen(full, frozenIndices, kept, extraCells);
  const disruption = DISRUPTION_SHARE * input.weights.understaffed;
  const rows = full.model.employees.map((_, e) => e).filter((e) => !frozenIndices.has(e));
  const pinned: RosterModel['pinned'] = [];
  const employees = rows.map((e, i) => {
    const employee = pm.model.employees[i]!;
    const on = [...employee.shiftOnRequests],
      off = [...employee.shiftOffRequests];
    for (let d = 0; d < D; d++) {
      const cell = e * D + d,
        value = kept[cell]!;
      // A forbidden value is no choice: its change costs nothing, and a fixed one is not kept.
      if (value !== current[cell]) continue;
      if (fixed[cell]) pinned.push({ employee: i, day: d, shiftType: value });
      else if (value === OFF) off.push({ day: d, weight: disruption });
      else on.push({ day: d, shiftType: value, weight: disruption });
    }
    return { ...employee, shiftOnRequests: on, shiftOffRequests: off };
  });
  return {
    ...pm,
    model: { ...pm.model, employees, pinned },
    kept: Int16Array.from(rows.flatMap((e) => [...kept.subarray(e * D, (e + 1) * D)])),
    frozen,
    extra: seconds.map(({ shift }) => shift),
  };
}
