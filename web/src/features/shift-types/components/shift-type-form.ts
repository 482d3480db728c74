import type { ShiftRequirement, ShiftType } from '@rostra/contracts';
import {
  durationHours,
  employeesNeeded,
  employeesNeededOn,
  HOLIDAY_ROW,
  LIMITS,
  positionLabels,
  SHIFT_TYPE_TEXT,
  skillMinimumsOnDay,
  shiftTypeName,
  startTime,
} from '@rostra/contracts';
import { firstIssue } from '@/lib/validate.ts';
import type { ShiftTypeBody } from '../api/create-shift-type.ts';
import {
  requirementSkillsOf,
  skillMinimumIssues,
  skillRowsOf,
  type SkillGroup,
  type SkillGroupKey,
  type SkillMinimumRow,
} from './skill-minimums.ts';

// The Add/Edit Shift Type form model of docs/product/entities.md#shift-type and its rules (docs/product/validation.md#shift-types, docs/product/limits.md#shift-types), apart from the widgets.

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

export const PRESETS = {
  'All Days': ALL_DAYS,
  Weekdays: [1, 2, 3, 4, 5],
  Weekends: [0, 6],
} as const satisfies Record<string, number[]>;
export type Preset = keyof typeof PRESETS;

export interface PositionLabelRow {
  position: string;
  text: string;
}

/** Counts and positions are kept as typed (digits only) until the form is checked. */
export interface ShiftTypeForm {
  name: string;
  start_time: string;
  shift_duration: string;
  is_active: boolean;
  employees_needed: string;
  use_daily_requirements: boolean;
  /** Sunday (0) to Saturday (6). */
  daily_requirements: string[];
  /** Employees needed on holidays; empty: as on Sundays. */
  holiday_requirement: string;
  position_labels: PositionLabelRow[];
  /** The location the shift type belongs to; empty: none. */
  location_id: string;
  /** Skill minimums per weekday, Sunday (0) to Saturday (6); without per-day needs every day has Sunday's. */
  day_skills: SkillMinimumRow[][];
  /** Skill minimums on holidays, with the holiday count (without one, holidays are as Sundays). */
  holiday_skills: SkillMinimumRow[];
}

export const LABEL_TAKEN = 'This position already has a label';

const { employeesNeeded: NEEDED, shiftDurationHours: DURATION } = LIMITS;

/** A new shift type: 8 hours, active, 1 employee every day (docs/product/limits.md). */
export function newShiftTypeForm(): ShiftTypeForm {
  return {
    name: '',
    start_time: '',
    shift_duration: String(DURATION.default),
    is_active: true,
    employees_needed: String(NEEDED.default),
    use_daily_requirements: false,
    daily_requirements: ALL_DAYS.map(() => String(NEEDED.default)),
    holiday_requirement: '',
    position_labels: [],
    location_id: '',
    day_skills: ALL_DAYS.map(() => []),
    holiday_skills: [],
  };
}

/** A single all-days need (or none) edits as one number; anything else day by day. */
export function formOf(shiftType: ShiftType): ShiftTypeForm {
  const { requirements } = shiftType;
  const allDays = requirements.find((r) => r.day_of_week === null);
  const daily = ALL_DAYS.map((day) => employeesNeededOn(requirements, day));
  const useDaily = requirements.some((r) => r.day_of_week !== null && r.day_of_week !== HOLIDAY_ROW);
  const holiday = requirements.find((r) => r.day_of_week === HOLIDAY_ROW);
  return {
    name: shiftType.name,
    start_time: shiftType.start_time,
    shift_duration: String(shiftType.duration_hours),
    is_active: shiftType.is_active,
    employees_needed: String(allDays?.employees_needed ?? (useDaily ? Math.max(...daily) : 0)),
    use_daily_requirements: useDaily,
    daily_requirements: daily.map(String),
    holiday_requirement: holiday ? String(holiday.employees_needed) : '',
    position_labels: Object.entries(shiftType.position_labels).map(([position, text]) => ({ position, text })),
    location_id: shiftType.location_id ?? '',
    day_skills: ALL_DAYS.map((day) => skillRowsOf(skillMinimumsOnDay(requirements, day, false))),
    holiday_skills: skillRowsOf(holiday?.skills),
  };
}

/** Only digits reach a count or position editor (docs/product/validation.md). */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The preset's days get the employees needed, the other days none. */
export function applyPreset(form: ShiftTypeForm, preset: Preset): ShiftTypeForm {
  const days: readonly number[] = PRESETS[preset];
  return {
    ...form,
    use_daily_requirements: true,
    daily_requirements: ALL_DAYS.map((day) => (days.includes(day) ? form.employees_needed || '0' : '0')),
  };
}

const countIssue = (value: string) => (value === '' ? SHIFT_TYPE_TEXT.countWhole : firstIssue(employeesNeeded, Number(value)));

/** What each weekday needs, as the form stands (invalid counts count as none). */
function dailyCounts(form: ShiftTypeForm): number[] {
  const counts = form.use_daily_requirements ? form.daily_requirements : ALL_DAYS.map(() => form.employees_needed);
  return counts.map((value) => (countIssue(value) ? 0 : Number(value)));
}

/** Each weekday's skill minimums as the form stands: without per-day needs, Sunday's every day. */
const dailySkills = (form: ShiftTypeForm): SkillMinimumRow[][] =>
  form.use_daily_requirements ? form.day_skills : ALL_DAYS.map(() => form.day_skills[0] ?? []);

/** A requirement row, with `skills` only when it has minimums (as the API answers it). */
const row = (
  day_of_week: ShiftRequirement['day_of_week'],
  employees_needed: number,
  rows: readonly SkillMinimumRow[],
): ShiftRequirement => {
  const skills = requirementSkillsOf(rows);
  return skills.length ? { day_of_week, employees_needed, skills } : { day_of_week, employees_needed };
};

/** Seven equal days (count and minimums) are one all-days requirement, otherwise one entry per weekday; then the holiday count, if any. */
export function requirementsOf(form: ShiftTypeForm): ShiftRequirement[] {
  const counts = dailyCounts(form);
  const skills = dailySkills(form);
  const same = (day: number) =>
    counts[day] === counts[0] && JSON.stringify(requirementSkillsOf(skills[day]!)) === JSON.stringify(requirementSkillsOf(skills[0]!));
  const weekdays: ShiftRequirement[] = ALL_DAYS.every(same)
    ? [row(null, counts[0]!, skills[0]!)]
    : counts.map((employees_needed, day_of_week) => row(day_of_week, employees_needed, skills[day_of_week]!));
  const holiday = form.holiday_requirement;
  return holiday === '' || countIssue(holiday) ? weekdays : [...weekdays, row(HOLIDAY_ROW, Number(holiday), form.holiday_skills)];
}

/** Where the form edits skill minimums: every day (or each weekday), and holidays once they have a count of their own. */
export function skillGroups(form: ShiftTypeForm): SkillGroup[] {
  const counts = dailyCounts(form);
  const days: SkillGroup[] = form.use_daily_requirements
    ? WEEKDAYS.map((label, day) => ({ key: `${day}`, label, rows: form.day_skills[day] ?? [], needed: counts[day]! }))
    : [{ key: 'all', label: 'Every day', rows: form.day_skills[0] ?? [], needed: counts[0]! }];
  const holiday = form.holiday_requirement;
  if (holiday === '' || countIssue(holiday)) return days;
  return [...days, { key: 'holiday', label: 'On holidays', rows: form.holiday_skills, needed: Number(holiday) }];
}

/** The form with one group's minimums replaced (every day's for 'all', so turning on per-day needs keeps them). */
export function withSkillRows(form: ShiftTypeForm, key: SkillGroupKey, rows: SkillMinimumRow[]): ShiftTypeForm {
  if (key === 'holiday') return { ...form, holiday_skills: rows };
  if (key === 'all') return { ...form, day_skills: ALL_DAYS.map(() => rows) };
  return { ...form, day_skills: form.day_skills.map((current, day) => (String(day) === key ? rows : current)) };
}

export type FieldKey =
  | 'name'
  | 'start_time'
  | 'shift_duration'
  | 'employees_needed'
  | 'holiday'
  | `day-${number}`
  | `label-${number}-position`
  | `label-${number}-text`
  | `skill-${SkillGroupKey}-${number}`;
export type FormErrors = Partial<Record<FieldKey, string>>;

function positionIssue(rows: PositionLabelRow[], index: number, maxNeeded: number): string | null {
  const value = rows[index]!.position;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < LIMITS.position.min || number > LIMITS.position.max) return SHIFT_TYPE_TEXT.position;
  if (number > maxNeeded) return SHIFT_TYPE_TEXT.positionAboveNeeded(maxNeeded);
  if (rows.findIndex((row) => Number(row.position) === number) !== index) return LABEL_TAKEN;
  return null;
}

/** Every rule of docs/product/validation.md, field by field; empty when the form can be saved. */
export function validateShiftType(form: ShiftTypeForm): FormErrors {
  const errors: Record<string, string | null> = {
    name: firstIssue(shiftTypeName, form.name),
    start_time: firstIssue(startTime, form.start_time),
    shift_duration: form.shift_duration.trim() === '' ? SHIFT_TYPE_TEXT.duration : firstIssue(durationHours, Number(form.shift_duration)),
    employees_needed: countIssue(form.employees_needed),
    holiday: form.holiday_requirement === '' ? null : countIssue(form.holiday_requirement),
  };
  if (form.use_daily_requirements) form.daily_requirements.forEach((value, day) => (errors[`day-${day}`] = countIssue(value)));
  const maxNeeded = Math.max(...dailyCounts(form));
  form.position_labels.forEach((row, index) => {
    errors[`label-${index}-position`] = positionIssue(form.position_labels, index, maxNeeded);
    // The API's own rule for a label's text: trimmed, not empty, at most 50 characters.
    errors[`label-${index}-text`] = firstIssue(positionLabels, { 1: row.text });
  });
  for (const group of skillGroups(form))
    skillMinimumIssues(group).forEach((issue, index) => (errors[`skill-${group.key}-${index}`] = issue));
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FormErrors;
}

/** The body of POST or PUT: trimmed, with the requirements and the labels in position order, and the location (null: none). */
export function bodyOf(form: ShiftTypeForm): ShiftTypeBody {
  const labels = [...form.position_labels].sort((a, b) => Number(a.position) - Number(b.position));
  return {
    name: form.name.trim(),
    start_time: form.start_time,
    duration_hours: Number(form.shift_duration),
    is_active: form.is_active,
    requirements: requirementsOf(form),
    position_labels: Object.fromEntries(labels.map((row) => [String(Number(row.position)), row.text.trim()])),
    location_id: form.location_id || null,
  };
}

/** docs/product/limits.md: a single all-days value as is, otherwise the daily average as '~' with one decimal. */
export function requirementText(requirements: readonly ShiftRequirement[]): string {
  const weekdays = requirements.filter((r) => r.day_of_week !== HOLIDAY_ROW);
  if (weekdays.length === 1 && weekdays[0]!.day_of_week === null) return String(weekdays[0]!.employees_needed);
  const total = ALL_DAYS.reduce((sum, day) => sum + employeesNeededOn(requirements, day), 0);
  return `~${(total / ALL_DAYS.length).toFixed(1)}`;
}

/** 'Sun 0, Mon 2, …': the days behind an average, for a tooltip and screen readers. */
export function requirementDays(requirements: readonly ShiftRequirement[]): string {
  return ALL_DAYS.map((day) => `${WEEKDAYS[day]!.slice(0, 3)} ${employeesNeededOn(requirements, day)}`).join(', ');
}
