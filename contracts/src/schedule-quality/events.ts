// The quality report of a generated schedule, appended by the solver on the month's stream
// (`schedule-{organizationId}-{yyyy-mm}`) right after the generation result: docs/scheduling-quality.md.
import { z } from 'zod';
import { inverted, renamed, type Renamed } from '../events/renamed.ts';

/** A shift-day whose assigned count differs from the need (required 0 where no requirement row). */
const staffedShiftDay = z.object({
  date: z.string(),
  shift_type_id: z.string(),
  required: z.number().int().nonnegative(),
  assigned: z.number().int().nonnegative(),
});

/** Who was kept off a shift-day and by what; `member_ids` and the names in `message` are cut, `member_count` counts them all. */
const reason = z.object({
  code: z.string(),
  member_ids: z.array(z.string()),
  member_count: z.number().int().nonnegative(),
  message: z.string(),
});

/** A shift-day with fewer people holding a skill its requirement asks for than its minimum (docs/scheduling-rules.md#skills-cover-soft). */
const skillShortDay = z.object({
  date: z.string(),
  shift_type_id: z.string(),
  skill_id: z.string(),
  /** The skill's name then: "short of Registered nurse". */
  skill_name: z.string(),
  required: z.number().int().positive(),
  /** Those working it whose qualification counts on the date. */
  assigned: z.number().int().nonnegative(),
  /** Why each qualified person is not on it, as the explanations' reasons say it. */
  reasons: z.array(reason),
});

/** A list cut to a bounded length; `total` counts every item. */
const capped = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int().nonnegative(), items: z.array(item) });

const suggestion = z.object({
  /** allow_shift_type, available_weekday, max_consecutive_days, min_days_off, max_hours, max_weekends, allow_together, allow_apart, renew_skill, extra_person. */
  kind: z.string(),
  /** The change in words: "allow Ana Silva to work Night". */
  text: z.string(),
  member_id: z.string().nullable(),
  /** Units of change (1 per rule loosened by one step; an extra person counts more). */
  size: z.number().nonnegative(),
  /** How many of the first shift-day's missing people the change covers in the re-solve (all: it fills it). */
  covers: z.number().int().positive(),
  /** How many shift-days of the group the change fills in the re-solve. */
  fills: z.number().int().nonnegative(),
});

const explanation = z.object({
  shift_type_id: z.string(),
  /** The understaffed dates that share this cause (same shift type, weekday, shortfall and reasons). */
  dates: z.array(z.string()),
  shortfall: z.number().int().positive(),
  /** Who was kept off and by what; `member_ids` and the names in `message` are cut, `member_count` counts them all. */
  reasons: z.array(reason),
  /** Re-solved changes: those that fill the group's first shift-day, smallest first, then those that cover part of it. */
  suggestions: z.array(suggestion),
  /** Candidates tried; `complete` is false when the time budget ran out first. */
  tried: z.number().int().nonnegative(),
  complete: z.boolean(),
});

/** The same for shift-days short of a skill: the reasons are of those holding it, the people a change adds hold it. */
const skillExplanation = explanation.extend({ skill_id: z.string(), skill_name: z.string() });

const employeeRow = z.object({
  member_id: z.string(),
  name: z.string(),
  /** Shifts asked for (admin-set count, or the member's higher request), per shift type; null when none set. */
  target: z.number().int().nonnegative().nullable(),
  assigned: z.number().int().nonnegative(),
  weekend_shifts: z.number().int().nonnegative(),
  night_shifts: z.number().int().nonnegative(),
  /** The member's part of all weekend (night) shifts worked in the month, 0..1. */
  weekend_share: z.number().min(0).max(1),
  night_share: z.number().min(0).max(1),
});

/** A shift given to someone who said they cannot work its type, which the admin-set rules allow. */
const overruledShift = z.object({ member_id: z.string(), name: z.string(), date: z.string(), shift_type_id: z.string() });

export const scheduleQualityReportedData = z.object({
  requestId: z.string(),
  organizationId: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  understaffed: capped(staffedShiftDay),
  overstaffed: capped(staffedShiftDay),
  /** Hard-rule violations counted by the independent validator, per rule: every count should be 0. */
  violations: z.record(z.string(), z.number().int().nonnegative()),
  /** The month's shift types by id, with their names then. */
  shift_types: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Night shift types: those covering any of 00:00–05:00 or starting at or after 20:00. */
  night_shift_type_ids: z.array(z.string()),
  employees: capped(employeeRow),
  /**
   * Every shift the schedule gives someone of a type they said they cannot work (My Preferences)
   * while the admin's rules leave it available: the solver does so only where cover needs it.
   * Reports recorded before it read as none.
   */
  overruled: capped(overruledShift),
  /** Shift-days short of a skill's minimum, apart from head-count shortfalls. Reports recorded before skills read as none. */
  skill_shortfalls: capped(skillShortDay),
  explanations: capped(explanation),
  /** Skill shortfalls explained, after the head counts within the same budget. Reports recorded before read as none. */
  skill_explanations: capped(skillExplanation),
  /** Seconds spent re-solving for the explanations. */
  explain_seconds: z.number().nonnegative(),
});

/** The report in the API's names, as its answer (and the read model) shows it and as version 1 recorded it. */
export type ScheduleQualityReport = z.infer<typeof scheduleQualityReportedData>;

// The report's names in the event, per level (version 2; version 1 recorded the API's).
const REPORT_NAMES = { shift_types: 'shiftTypes', night_shift_type_ids: 'nightShiftTypeIds', explain_seconds: 'explainSeconds' } as const;
const SHIFT_DAY_NAMES = { shift_type_id: 'shiftTypeId' } as const;
const EMPLOYEE_NAMES = {
  member_id: 'memberId',
  weekend_shifts: 'weekendShifts',
  night_shifts: 'nightShifts',
  weekend_share: 'weekendShare',
  night_share: 'nightShare',
} as const;
const EXPLANATION_NAMES = { shift_type_id: 'shiftTypeId' } as const;
const REASON_NAMES = { member_ids: 'memberIds', member_count: 'memberCount' } as const;
const OVERRULED_NAMES = { member_id: 'memberId', shift_type_id: 'shiftTypeId' } as const;
const SUGGESTION_NAMES = { member_id: 'memberId' } as const;
const SKILL_SHORT_NAMES = { shift_type_id: 'shiftTypeId', skill_id: 'skillId', skill_name: 'skillName' } as const;
const SKILL_EXPLANATION_NAMES = SKILL_SHORT_NAMES;

type Report = ScheduleQualityReport;
type Capped<T> = { total: number; items: T[] };
type Explanation = Report['explanations']['items'][number];
type SkillExplanation = Report['skill_explanations']['items'][number];
type ShiftDay = Renamed<Report['understaffed']['items'][number], typeof SHIFT_DAY_NAMES>;

/** The report as the event records it: the API's report with camelCase names. */
export type ScheduleQualityReportedData = Renamed<
  Omit<Report, 'understaffed' | 'overstaffed' | 'employees' | 'overruled' | 'skill_shortfalls' | 'explanations' | 'skill_explanations'>,
  typeof REPORT_NAMES
> & {
  understaffed: Capped<ShiftDay>;
  overstaffed: Capped<ShiftDay>;
  employees: Capped<Renamed<Report['employees']['items'][number], typeof EMPLOYEE_NAMES>>;
  overruled?: Capped<Renamed<Report['overruled']['items'][number], typeof OVERRULED_NAMES>>;
  skillShortfalls?: Capped<
    Renamed<Omit<Report['skill_shortfalls']['items'][number], 'reasons'>, typeof SKILL_SHORT_NAMES> & {
      reasons: Renamed<Explanation['reasons'][number], typeof REASON_NAMES>[];
    }
  >;
  explanations: Capped<
    Renamed<Omit<Explanation, 'reasons' | 'suggestions'>, typeof EXPLANATION_NAMES> & {
      reasons: Renamed<Explanation['reasons'][number], typeof REASON_NAMES>[];
      suggestions: Renamed<Explanation['suggestions'][number], typeof SUGGESTION_NAMES>[];
    }
  >;
  skillExplanations?: Capped<
    Renamed<Omit<SkillExplanation, 'reasons' | 'suggestions'>, typeof SKILL_EXPLANATION_NAMES> & {
      reasons: Renamed<Explanation['reasons'][number], typeof REASON_NAMES>[];
      suggestions: Renamed<Explanation['suggestions'][number], typeof SUGGESTION_NAMES>[];
    }
  >;
};

type Names = Readonly<Record<string, string>>;
type Rename = (names: Names) => (data: object) => object;

/** The report with every level's names turned one way (`rename`): one walk for both directions. */
function translatedReport(report: object, rename: Rename, skill: 'snake' | 'camel'): unknown {
  const {
    understaffed,
    overstaffed,
    employees,
    overruled,
    skill_shortfalls,
    skillShortfalls,
    explanations,
    skill_explanations,
    skillExplanations,
    ...top
  } = report as Record<string, Capped<object>>;
  const none = { total: 0, items: [] };
  const capped = (list: Capped<object>, item: (value: object) => object) => ({ total: list.total, items: list.items.map(item) });
  const explaining = (names: Names) => (value: object) => {
    const { reasons, suggestions, ...rest } = value as { reasons: object[]; suggestions: object[] };
    return {
      ...rename(names)(rest),
      reasons: reasons.map(rename(REASON_NAMES)),
      suggestions: suggestions.map(rename(SUGGESTION_NAMES)),
    };
  };
  const [skillShortName, skillExplanationName] =
    skill === 'snake' ? (['skill_shortfalls', 'skill_explanations'] as const) : (['skillShortfalls', 'skillExplanations'] as const);
  return {
    ...rename(REPORT_NAMES)(top),
    understaffed: capped(understaffed!, rename(SHIFT_DAY_NAMES)),
    overstaffed: capped(overstaffed!, rename(SHIFT_DAY_NAMES)),
    employees: capped(employees!, rename(EMPLOYEE_NAMES)),
    overruled: capped(overruled ?? none, rename(OVERRULED_NAMES)),
    [skillShortName]: capped(skill_shortfalls ?? skillShortfalls ?? none, (value) => {
      const { reasons, ...rest } = value as { reasons: object[] };
      return { ...rename(SKILL_SHORT_NAMES)(rest), reasons: reasons.map(rename(REASON_NAMES)) };
    }),
    explanations: capped(explanations!, explaining(EXPLANATION_NAMES)),
    [skillExplanationName]: capped(skill_explanations ?? skillExplanations ?? none, explaining(SKILL_EXPLANATION_NAMES)),
  };
}

/** The API's report as the event's payload: what the solver records, and the step from version 1. */
export const qualityReportData = (report: ScheduleQualityReport): ScheduleQualityReportedData =>
  translatedReport(report, (names) => renamed(names), 'camel') as ScheduleQualityReportedData;

/** The event's payload as the API's report, for the read model. */
export const qualityReportOf = (data: ScheduleQualityReportedData): ScheduleQualityReport =>
  translatedReport(data, (names) => renamed(inverted(names)), 'snake') as ScheduleQualityReport;

export interface ScheduleQualityReported {
  type: 'ScheduleQualityReported';
  data: ScheduleQualityReportedData;
}

export type ScheduleQualityEvent = ScheduleQualityReported;

export const SCHEDULE_QUALITY_EVENT_VERSIONS = {
  ScheduleQualityReported: 2,
} as const satisfies Record<ScheduleQualityEvent['type'], number>;
