/**
 * The quality report of a product month (contracts' ScheduleQualityReported data): the report
 * and the explanations computed on the rostering model, said with dates, shift type ids, member
 * ids and names. Explanations are cut to a cap with their total, like the other lists.
 */
import type { ScheduleQualityReport } from '@rostra/contracts';
import type { ParsedSolverInput } from '@rostra/contracts/solver/input';
import { explainShortfalls, type Explanation, type ExplainOptions } from '../explain/explain.ts';
import { describeRelaxation, memberOf } from '../explain/relaxations.ts';
import { OFF, type Schedule } from '../model/types.ts';
import type { ProductAssignment } from '../product/solve-product.ts';
import { describeReason } from '../product/describe.ts';
import { skillShortReasons } from '../post/reasons.ts';
import { toRosterModel } from '../product/to-model.ts';
import { cap, qualityReport, skillShortfalls, type StaffedShiftDay } from './quality.ts';

export const MAX_EXPLANATIONS = 50;
/** Shifts listed that overrule someone's "cannot work" (a bounded event; the total counts them all). */
export const MAX_OVERRULED = 200;
/** Members listed per reason (ids), and named in its message. */
export const MAX_REASON_MEMBERS = 10;
export const MAX_REASON_NAMES = 5;

interface Month {
  requestId: string;
  organizationId: string;
  year: number;
  month: number;
}

/** The schedule's shifts of a type the member said they cannot work, by date, shift type and member. */
function overruledShifts(
  input: ParsedSolverInput,
  assignments: readonly ProductAssignment[],
  nameOf: (e: number) => string,
  employee: ReadonlyMap<string, number>,
): ScheduleQualityReport['overruled']['items'] {
  const cannot = new Map(input.employees.map((e) => [String(e.id), new Set(e.cannot_shift_types.map(String))]));
  return assignments
    .filter((a) => cannot.get(a.employee_id)?.has(a.shift_type_id))
    .map((a) => ({ member_id: a.employee_id, name: nameOf(employee.get(a.employee_id)!), date: a.date, shift_type_id: a.shift_type_id }))
    .sort(
      (a, b) => a.date.localeCompare(b.date) || a.shift_type_id.localeCompare(b.shift_type_id) || a.member_id.localeCompare(b.member_id),
    );
}

export async function productQualityReport(
  input: ParsedSolverInput,
  assignments: ProductAssignment[],
  month: Month,
  options: ExplainOptions = {},
): Promise<ScheduleQualityReport> {
  const { model, dates, employeeIds, shiftTypeIds } = toRosterModel(input);
  const schedule: Schedule = new Int16Array(model.employees.length * model.days).fill(OFF);
  const employee = new Map(employeeIds.map((id, e) => [id, e])),
    day = new Map(dates.map((d, i) => [d, i])),
    shift = new Map(shiftTypeIds.map((id, s) => [id, s]));
  for (const a of assignments) {
    const e = employee.get(a.employee_id),
      d = day.get(a.date),
      s = shift.get(a.shift_type_id);
    if (e !== undefined && d !== undefined && s !== undefined) schedule[e * model.days + d] = s;
  }
  const report = qualityReport(model, schedule);
  const started = performance.now();
  // Every understaffed shift-day is explained (grouped), not only those the list keeps.
  const understaffed: StaffedShiftDay[] = [];
  model.cover.forEach((c) => {
    let n = 0;
    for (let e = 0; e < model.employees.length; e++) if (schedule[e * model.days + c.day] === c.shiftType) n++;
    if (n < c.requirement) understaffed.push({ day: c.day, shiftType: c.shiftType, required: c.requirement, assigned: n });
  });
  const explanations = await explainShortfalls(model, schedule, understaffed, skillShortfalls(model, schedule), options);
  const nameOf = (e: number): string => model.employees[e]!.name || employeeIds[e]!;
  const namesOf = (es: number[]): string[] => {
    const named = es.slice(0, MAX_REASON_NAMES).map(nameOf);
    return es.length > MAX_REASON_NAMES ? [...named, `${es.length - MAX_REASON_NAMES} others`] : named;
  };
  const reasonOf = (r: { code: string; employees: number[] }) => ({
    code: r.code,
    member_ids: r.employees.slice(0, MAX_REASON_MEMBERS).map((e) => employeeIds[e]!),
    member_count: r.employees.length,
    message: describeReason(r.code as Parameters<typeof describeReason>[0], namesOf(r.employees)),
  });
  const skillRows = new Map((model.skillCover ?? []).map((r) => [`${r.day}|${r.shiftType}|${r.skillId}`, r]));
  const skillRowOf = (r: { day: number; shiftType: number; skillId: string }) => skillRows.get(`${r.day}|${r.shiftType}|${r.skillId}`)!;
  const explanation = (x: Explanation) => ({
    shift_type_id: shiftTypeIds[x.shiftType]!,
    dates: x.days.map((d) => dates[d]!),
    shortfall: x.shortfall,
    reasons: x.reasons.map(reasonOf),
    suggestions: x.suggestions.map((s) => ({
      kind: s.relaxation.kind,
      text: describeRelaxation(model, s.relaxation),
      member_id: memberOf(model, s.relaxation),
      size: s.size,
      covers: s.covers,
      fills: s.fills,
    })),
    tried: x.tried,
    complete: x.complete,
  });
  const shiftDay = (r: StaffedShiftDay) => ({
    date: dates[r.day]!,
    shift_type_id: shiftTypeIds[r.shiftType]!,
    required: r.required,
    assigned: r.assigned,
  });
  return {
    ...month,
    understaffed: { total: report.understaffed.total, items: report.understaffed.items.map(shiftDay) },
    overstaffed: { total: report.overstaffed.total, items: report.overstaffed.items.map(shiftDay) },
    violations: report.violations,
    shift_types: model.shiftTypes.map((s, i) => ({ id: shiftTypeIds[i]!, name: s.name })),
    night_shift_type_ids: report.nightShiftTypes.map((s) => shiftTypeIds[s]!),
    employees: {
      total: report.employees.total,
      items: report.employees.items.map((r) => ({
        member_id: employeeIds[r.employee]!,
        name: nameOf(r.employee),
        target: r.target,
        assigned: r.assigned,
        weekend_shifts: r.weekendShifts,
        night_shifts: r.nightShifts,
        weekend_share: r.weekendShare,
        night_share: r.nightShare,
      })),
    },
    overruled: cap(overruledShifts(input, assignments, nameOf, employee), MAX_OVERRULED),
    skill_shortfalls: {
      total: report.skillShort.total,
      items: report.skillShort.items.map((r) => ({
        date: dates[r.day]!,
        shift_type_id: shiftTypeIds[r.shiftType]!,
        skill_id: r.skillId,
        skill_name: r.skillName,
        required: r.required,
        assigned: r.assigned,
        reasons: skillShortReasons(model, schedule, skillRowOf(r)).map(reasonOf),
      })),
    },
    explanations: cap(explanations.filter((x) => !x.skill).map(explanation), MAX_EXPLANATIONS),
    skill_explanations: cap(
      explanations.flatMap((x) => (x.skill ? [{ ...explanation(x), skill_id: x.skill.id, skill_name: x.skill.name }] : [])),
      MAX_EXPLANATIONS,
    ),
    explain_seconds: (performance.now() - started) / 1000,
  };
}
