/**
 * Checks that decide a solve before any search (statuses: docs/product/states.md#schedule-generation): nothing to schedule, or a
 * model whose numbers cannot mean anything (invalid_model, with the reasons).
 */
import type { RosterModel } from './types.ts';

export type PrecheckStatus = 'no_employees' | 'no_shift_types' | 'no_shift_requirements' | 'invalid_model';

export function modelProblems(m: RosterModel): string[] {
  const out: string[] = [];
  const S = m.shiftTypes.length,
    E = m.employees.length;
  const idx = (x: number, n: number): boolean => Number.isInteger(x) && x >= 0 && x < n;
  if (!Number.isInteger(m.days) || m.days < 1) out.push('the horizon needs at least one day');
  if (!idx(m.firstWeekday, 7)) out.push('first weekday must be 0–6');
  if (!(m.minRestMinutes >= 0)) out.push('minimum rest must not be negative');
  m.shiftTypes.forEach((s) => {
    if (!(s.durationMinutes > 0) || s.durationMinutes > 1440) out.push(`shift ${s.id}: duration must be within 0–24 h`);
    if (s.startMinute !== undefined && !(s.startMinute >= 0 && s.startMinute < 1440))
      out.push(`shift ${s.id}: start must be within the day`);
  });
  if (new Set(m.shiftTypes.map((s) => s.id)).size !== S) out.push('shift type ids must be unique');
  if (new Set(m.employees.map((e) => e.id)).size !== E) out.push('employee ids must be unique');
  const cells = new Set<number>();
  for (const c of m.cover) {
    if (!idx(c.day, m.days) || !idx(c.shiftType, S)) {
      out.push(`cover outside the horizon or shift types (day ${c.day})`);
      continue;
    }
    if (cells.has(c.day * S + c.shiftType)) out.push(`two cover requirements for day ${c.day}, shift ${m.shiftTypes[c.shiftType]!.id}`);
    cells.add(c.day * S + c.shiftType);
    if (!(c.requirement >= 0 && c.underWeight >= 0 && c.overWeight >= 0)) out.push(`negative cover value on day ${c.day}`);
  }
  m.employees.forEach((e) => {
    const bad = (what: string): number => out.push(`employee ${e.id}: ${what}`);
    if (e.minTotalMinutes > e.maxTotalMinutes) bad('minimum total time above the maximum');
    if (e.minConsecutiveWork > e.maxConsecutiveWork) bad('minimum consecutive days above the maximum');
    if (e.maxConsecutiveWork < 1 || e.minConsecutiveOff < 0 || e.maxWeekends < 0) bad('consecutive or weekend limits out of range');
    if (e.maxWeeklyMinutes !== undefined && !(e.maxWeeklyMinutes >= 0)) bad('weekly limit must not be negative');
    if ((e.pastShifts ?? []).some((p) => !(p.startMinute < 0 && p.durationMinutes > 0)))
      bad('past shifts must start before the horizon and last');
    if (e.availableWeekdays.length !== 7) bad('available weekdays need 7 entries');
    if (e.daysOff.some((o) => !idx(o.day, m.days))) bad('day off outside the horizon');
    if (e.disallowedShiftTypes.some((s) => !idx(s, S))) bad('unknown disallowed shift type');
    if (
      [...e.shiftOnRequests, ...e.shiftOffRequests].some(
        (r) => !idx(r.day, m.days) || (r.shiftType !== undefined && !idx(r.shiftType, S)) || !(r.weight >= 0),
      )
    )
      bad('request outside the horizon or with a negative weight');
    if (
      e.countTargets.some(
        (t) => !(t.target >= 0 && t.underWeight >= 0 && t.overWeight >= 0) || (t.shiftTypes ?? []).some((s) => !idx(s, S)),
      )
    )
      bad('invalid count target');
  });
  for (const g of [...m.togetherGroups, ...m.apartGroups]) if (g.some((e) => !idx(e, E))) out.push('group with an unknown employee');
  for (const p of m.pinned)
    if (!idx(p.employee, E) || !idx(p.day, m.days) || !(p.shiftType === -1 || idx(p.shiftType, S)))
      out.push('pinned assignment out of range');
  return out;
}

export function precheck(m: RosterModel): { status: PrecheckStatus; problems: string[] } | undefined {
  if (m.employees.length === 0) return { status: 'no_employees', problems: [] };
  if (m.shiftTypes.length === 0) return { status: 'no_shift_types', problems: [] };
  const problems = modelProblems(m);
  if (problems.length > 0) return { status: 'invalid_model', problems };
  if (!m.cover.some((c) => c.requirement > 0)) return { status: 'no_shift_requirements', problems: [] };
  return undefined;
}
