import { worksAt } from '../locations/api.ts';
import { endTime } from './shift-time.ts';

// The hard rules of docs/scheduling-rules.md in the product's own terms (dates, shift type ids,
// member ids), for a month being edited by hand: the command API decides edits with it (from
// the log) and the web shows each candidate's check with it. Pure. Cross-checked against the
// solver's own validator (solver/src/product/product-rules.test.ts), so the two cannot drift.

export type RuleCode =
  'one_shift_a_day' | 'rest' | 'weekly_hours' | 'availability' | 'vacation' | 'disallowed_shift_type' | 'location' | 'apart';

/** A hard rule an assignment breaks: which, for whom, on which day, and why in words. */
export interface RuleViolation {
  rule: RuleCode;
  member_id: string;
  date: string;
  detail: string;
}

export interface RuleShiftType {
  id: string;
  name: string;
  start_time: string;
  duration_hours: number;
  /** The location it belongs to; null or absent: none. */
  location_id?: string | null;
}

export interface RuleMember {
  id: string;
  name?: string;
  /** Weekday 0 (Sunday) – 6 → available; a missing weekday is available. */
  available_weekdays: Partial<Record<string, boolean>>;
  disallowed_shift_types: readonly string[];
  /** Approved vacations and recorded absences, inclusive dates. */
  vacations: readonly { start_date: string; end_date: string }[];
  /** The member's own weekly limit (0: none); null: the organization's. */
  max_weekly_hours: number | null;
  /** The locations they work at; none (or absent): anywhere. */
  location_ids?: readonly string[];
}

/** What the rules need of a month: the solver input's labour rules, in product terms. */
export interface RuleInput {
  min_rest_hours: number;
  max_weekly_hours: number;
  shift_types: readonly RuleShiftType[];
  members: readonly RuleMember[];
  /** The organization's locations, to name them; absent: it has none. */
  locations?: readonly { id: string; name: string }[];
  /** Groups of members who must not share a shift (the apart rule). */
  apart: readonly (readonly string[])[];
  /** Shifts worked before the month (rest and the first week's hours), timed as they were. */
  history: readonly { member_id: string; date: string; start_time: string; duration_hours: number }[];
}

export interface RuleAssignment {
  date: string;
  shift_type_id: string;
  member_id: string;
}

const DAY_MINUTES = 1440;
const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;
const clock = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The Monday of the date's Monday–Sunday week. */
const mondayOf = (date: string) => new Date((dayNumber(date) - ((weekday(date) + 6) % 7)) * 86_400_000).toISOString().slice(0, 10);
const hours = (minutes: number) => `${Math.round((minutes / 60) * 100) / 100} h`;

interface Timed {
  date: string;
  start: number;
  end: number;
  label: string;
  inMonth: boolean;
}

function memberViolations(
  input: RuleInput,
  member: RuleMember,
  own: readonly RuleAssignment[],
  types: ReadonlyMap<string, RuleShiftType>,
): RuleViolation[] {
  const out: RuleViolation[] = [];
  const add = (rule: RuleCode, date: string, detail: string) => out.push({ rule, member_id: member.id, date, detail });
  const name = member.name || member.id;
  const byDate = new Map<string, RuleAssignment[]>();
  for (const assignment of own) byDate.set(assignment.date, [...(byDate.get(assignment.date) ?? []), assignment]);
  for (const [date, shifts] of byDate) {
    if (shifts.length > 1) add('one_shift_a_day', date, `${name} would work ${shifts.length} shifts on ${date}, at most one a day`);
  }
  const timed: Timed[] = [];
  for (const { date, shift_type_id } of own) {
    const type = types.get(shift_type_id);
    const typeName = type?.name ?? shift_type_id;
    if (member.vacations.some((vacation) => vacation.start_date <= date && date <= vacation.end_date))
      add('vacation', date, `${name} is on vacation or absent on ${date}`);
    if (member.available_weekdays[String(weekday(date))] === false)
      add(
        'availability',
        date,
        `${name} is not available on ${new Date(`${date}T00:00:00Z`).toLocaleString('en-GB', { weekday: 'long', timeZone: 'UTC' })}s`,
      );
    if (member.disallowed_shift_types.includes(shift_type_id))
      add('disallowed_shift_type', date, `${name} may not work ${typeName} shifts`);
    if (!type) continue;
    if (!worksAt(member.location_ids ?? [], type.location_id)) {
      const location = input.locations?.find((place) => place.id === type.location_id)?.name ?? type.location_id;
      add('location', date, `${name} does not work at ${location}`);
    }
    const start = dayNumber(date) * DAY_MINUTES + clock(type.start_time);
    timed.push({
      date,
      start,
      end: start + Math.round(type.duration_hours * 60),
      label: `${typeName} ${type.start_time}–${endTime(type.start_time, type.duration_hours)} on ${date}`,
      inMonth: true,
    });
  }
  for (const past of input.history.filter((shift) => shift.member_id === member.id)) {
    const start = dayNumber(past.date) * DAY_MINUTES + clock(past.start_time);
    timed.push({
      date: past.date,
      start,
      end: start + Math.round(past.duration_hours * 60),
      label: `the shift ${past.start_time}–${endTime(past.start_time, past.duration_hours)} on ${past.date}`,
      inMonth: false,
    });
  }
  timed.sort((a, b) => a.start - b.start);
  // Rest: after the latest-ending earlier shift, as the validator walks the days.
  let previous: Timed | undefined;
  for (const shift of timed) {
    if (previous && shift.inMonth) {
      const rest = shift.start - previous.end;
      if (rest < 0) add('rest', shift.date, `${name}: ${shift.label} overlaps ${previous.label}`);
      else if (rest < input.min_rest_hours * 60)
        add(
          'rest',
          shift.date,
          `${name}: ${hours(rest)} of rest between ${previous.label} and ${shift.label}, at least ${input.min_rest_hours} h`,
        );
    }
    if (!previous || shift.end > previous.end) previous = shift;
  }
  const limit = member.max_weekly_hours ?? input.max_weekly_hours;
  if (limit > 0) {
    const weeks = new Map<string, { minutes: number; inMonth: boolean }>();
    for (const shift of timed) {
      const week = mondayOf(shift.date);
      const entry = weeks.get(week) ?? { minutes: 0, inMonth: false };
      weeks.set(week, { minutes: entry.minutes + shift.end - shift.start, inMonth: entry.inMonth || shift.inMonth });
    }
    for (const [week, { minutes, inMonth }] of weeks) {
      if (inMonth && minutes > limit * 60)
        add('weekly_hours', week, `${name} would work ${hours(minutes)} in the week of ${week}, at most ${limit} h`);
    }
  }
  return out;
}

function apartViolations(input: RuleInput, assignments: readonly RuleAssignment[], names: ReadonlyMap<string, string>): RuleViolation[] {
  const out: RuleViolation[] = [];
  const onShift = new Map<string, string[]>();
  for (const { date, shift_type_id, member_id } of assignments)
    onShift.set(`${date}|${shift_type_id}`, [...(onShift.get(`${date}|${shift_type_id}`) ?? []), member_id]);
  for (const group of input.apart) {
    for (const [key, members] of onShift) {
      const together = group.filter((member) => members.includes(member));
      if (together.length < 2) continue;
      const date = key.slice(0, 10);
      const who = together.map((member) => names.get(member) || member).join(' and ');
      for (const member of together)
        out.push({ rule: 'apart', member_id: member, date, detail: `${who} must not work the same shift (${date})` });
    }
  }
  return out;
}

/** Every hard rule the assignments break, for the members `only` names (all when omitted). */
export function monthViolations(input: RuleInput, assignments: readonly RuleAssignment[], only?: ReadonlySet<string>): RuleViolation[] {
  const types = new Map(input.shift_types.map((type) => [type.id, type]));
  const byMember = new Map<string, RuleAssignment[]>();
  for (const assignment of assignments) byMember.set(assignment.member_id, [...(byMember.get(assignment.member_id) ?? []), assignment]);
  const names = new Map(input.members.map((member) => [member.id, member.name ?? member.id]));
  const members = input.members.filter((member) => !only || only.has(member.id));
  return [
    ...members.flatMap((member) => memberViolations(input, member, byMember.get(member.id) ?? [], types)),
    ...apartViolations(input, assignments, names).filter((violation) => !only || only.has(violation.member_id)),
  ];
}

const violationKey = (violation: RuleViolation) => `${violation.rule}|${violation.member_id}|${violation.date}|${violation.detail}`;

/**
 * The hard rules assigning `member_id` to the shift would break that the month does not break
 * already: what refuses the edit (or what an override keeps). Taking someone off a shift breaks
 * none of these rules.
 */
export function assignmentViolations(input: RuleInput, assignments: readonly RuleAssignment[], edit: RuleAssignment): RuleViolation[] {
  const involved = new Set([edit.member_id, ...input.apart.filter((group) => group.includes(edit.member_id)).flat()]);
  const relevant = assignments.filter((assignment) => involved.has(assignment.member_id));
  const before = new Set(monthViolations(input, relevant, involved).map(violationKey));
  return monthViolations(input, [...relevant, edit], involved).filter((violation) => !before.has(violationKey(violation)));
}

/**
 * A draft's shift types, timed as its generation had them, at the locations `current` (the shift
 * types as they are now) places them: what a hand edit and its candidates are checked with.
 */
export function atCurrentLocations<T extends RuleShiftType>(timed: readonly T[], current: readonly RuleShiftType[]): T[] {
  const locationOf = new Map(current.map((type) => [type.id, type.location_id ?? null]));
  return timed.map((type) => ({ ...type, location_id: locationOf.get(type.id) ?? null }));
}
