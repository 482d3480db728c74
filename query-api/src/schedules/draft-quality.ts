import { isWeekendDate, skillCover, type CalendarRecord, type ScheduleQualityReport, type SkillCoverInput } from '@rostra/contracts';

// The quality report against the draft as it stands: the solver reports on the schedule it
// generated, and the admin then edits, approves vacations, records absences and applies repairs.
// Everything the calendar can say is recounted from the draft's calendar (its coverage and the
// assignments that still count); the explanations need the solver's re-solving, so they stay as
// generated and the answer says so. Pure; the caps are the report's (docs/scheduling-quality.md).

const SHIFT_DAYS_CAP = 100;
const EMPLOYEES_CAP = 250;

type Staffed = ScheduleQualityReport['understaffed'];
type EmployeeRow = ScheduleQualityReport['employees']['items'][number];

const capped = <T>(items: T[], limit: number) => ({ total: items.length, items: items.slice(0, limit) });

function staffing(draft: CalendarRecord): { understaffed: Staffed; overstaffed: Staffed } {
  const rows = draft.coverage.map(({ date, shift_type_id, required_count: required, assigned_count: assigned }) => ({
    date,
    shift_type_id,
    required,
    assigned,
  }));
  const byMost = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    Math.abs(b.assigned - b.required) - Math.abs(a.assigned - a.required) ||
    a.date.localeCompare(b.date) ||
    a.shift_type_id.localeCompare(b.shift_type_id);
  return {
    understaffed: capped(rows.filter((row) => row.assigned < row.required).sort(byMost), SHIFT_DAYS_CAP),
    overstaffed: capped(rows.filter((row) => row.assigned > row.required).sort(byMost), SHIFT_DAYS_CAP),
  };
}

/** The solver's own findings (normally none) and every rule an override in the draft breaks, per rule. */
function violations(report: ScheduleQualityReport, draft: CalendarRecord): Record<string, number> {
  const counts = { ...report.violations };
  for (const assignment of draft.assignments)
    for (const violation of assignment.violations ?? []) counts[violation.rule] = (counts[violation.rule] ?? 0) + 1;
  return counts;
}

/**
 * Each member's shifts in the draft against their target as generated; a member the report did
 * not list (added by an edit, or past its cap) has no known target. A shift on one of the month's
 * holidays counts with the weekend ones, as in the generated report and the fairness ledger.
 */
function employees(
  report: ScheduleQualityReport,
  draft: CalendarRecord,
  holidays: ReadonlySet<string>,
): ScheduleQualityReport['employees'] {
  const nights = new Set(report.night_shift_type_ids);
  const rows = new Map<string, EmployeeRow>(
    report.employees.items.map((row) => [row.member_id, { ...row, assigned: 0, weekend_shifts: 0, night_shifts: 0 }]),
  );
  for (const { member_id, date, shift_type_id, absent } of draft.assignments) {
    if (absent !== null) continue;
    const row = rows.get(member_id) ?? {
      member_id,
      name: draft.member_names[member_id] ?? member_id,
      target: null,
      assigned: 0,
      weekend_shifts: 0,
      night_shifts: 0,
      weekend_share: 0,
      night_share: 0,
    };
    row.assigned += 1;
    if (isWeekendDate(date) || holidays.has(date)) row.weekend_shifts += 1;
    if (nights.has(shift_type_id)) row.night_shifts += 1;
    rows.set(member_id, row);
  }
  const all = [...rows.values()];
  const weekends = all.reduce((sum, row) => sum + row.weekend_shifts, 0);
  const nightShifts = all.reduce((sum, row) => sum + row.night_shifts, 0);
  for (const row of all) {
    row.weekend_share = weekends === 0 ? 0 : row.weekend_shifts / weekends;
    row.night_share = nightShifts === 0 ? 0 : row.night_shifts / nightShifts;
  }
  // Past the cap, those furthest from what they asked for are kept, as in the report.
  const miss = (row: EmployeeRow) => (row.target === null ? 0 : Math.abs(row.assigned - row.target));
  all.sort((a, b) => miss(b) - miss(a) || a.name.localeCompare(b.name));
  return { total: Math.max(report.employees.total, all.length), items: all.slice(0, EMPLOYEES_CAP) };
}

/** The generation's shifts that overrule someone's "cannot work", as far as the draft still has them. */
function overruled(report: ScheduleQualityReport, draft: CalendarRecord): ScheduleQualityReport['overruled'] {
  const kept = new Set(draft.assignments.filter((a) => a.absent === null).map((a) => `${a.member_id}|${a.date}|${a.shift_type_id}`));
  const items = report.overruled.items.filter((shift) => kept.has(`${shift.member_id}|${shift.date}|${shift.shift_type_id}`));
  return { total: report.overruled.total - (report.overruled.items.length - items.length), items };
}

/**
 * The shift-days short of a skill minimum with the people on them now (as the calendar marks
 * them), most missing first. Why the qualified are not on one is the generation's re-solving: kept
 * where the generation found the same shortfall, none for one the draft's changes made.
 */
function skillShortfalls(
  report: ScheduleQualityReport,
  draft: CalendarRecord,
  cover: SkillCoverInput,
): ScheduleQualityReport['skill_shortfalls'] {
  const key = (date: string, shiftTypeId: string, skillId: string) => `${date}|${shiftTypeId}|${skillId}`;
  const generated = new Map(report.skill_shortfalls.items.map((item) => [key(item.date, item.shift_type_id, item.skill_id), item]));
  const onShift = new Map<string, string[]>();
  for (const { date, shift_type_id, member_id, absent } of draft.assignments)
    if (absent === null) onShift.set(`${date}|${shift_type_id}`, [...(onShift.get(`${date}|${shift_type_id}`) ?? []), member_id]);
  const names = new Map(cover.skills.map((skill) => [skill.id, skill.name]));
  const items = draft.coverage
    .filter((shift) => shift.required_count > 0)
    .flatMap((shift) => skillCover(cover, shift, onShift.get(`${shift.date}|${shift.shift_type_id}`) ?? []))
    .filter((short) => short.covered < short.required)
    .map(({ date, shift_type_id, skill_id, required, covered }) => {
      const was = generated.get(key(date, shift_type_id, skill_id));
      return {
        date,
        shift_type_id,
        skill_id,
        skill_name: names.get(skill_id) ?? was?.skill_name ?? skill_id,
        required,
        assigned: covered,
        reasons: was?.reasons ?? [],
      };
    })
    .sort(
      (a, b) =>
        b.required - b.assigned - (a.required - a.assigned) ||
        a.date.localeCompare(b.date) ||
        a.shift_type_id.localeCompare(b.shift_type_id),
    );
  return capped(items, SHIFT_DAYS_CAP);
}

/** Whether anyone's staffing differs from the generation's: an edit, a repair, a vacation, an absence or a removal. */
function changedSinceGeneration(draft: CalendarRecord): boolean {
  const generated = new Map(draft.generated_coverage.map((shift) => [`${shift.date}|${shift.shift_type_id}`, shift.assigned_count]));
  return draft.coverage.some((shift) => generated.get(`${shift.date}|${shift.shift_type_id}`) !== shift.assigned_count);
}

export interface DraftQuality {
  report: ScheduleQualityReport;
  /** True when the draft moved since the generation: the explanations are of the schedule as generated. */
  explanationsAsGenerated: boolean;
}

/**
 * The report's counts, staffing, skill shortfalls, violations and per-person rows recounted from the
 * draft, with the organization's skill facts (`cover`; its holidays are the month's, counted with
 * the weekends); its explanations kept.
 */
export function qualityOfDraft(report: ScheduleQualityReport, draft: CalendarRecord, edits: number, cover: SkillCoverInput): DraftQuality {
  return {
    report: {
      ...report,
      ...staffing(draft),
      violations: violations(report, draft),
      skill_shortfalls: skillShortfalls(report, draft, cover),
      employees: employees(report, draft, cover.holidays),
      overruled: overruled(report, draft),
    },
    explanationsAsGenerated: edits > 0 || changedSinceGeneration(draft),
  };
}
