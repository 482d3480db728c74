import { z } from 'zod';
import type { ShiftTypeCreated } from './events.ts';
import { requirementsOf, shiftTypeFieldsOf } from './wire.ts';
import { singleLine } from '../shared/fields.ts';
import { requirementSkills, SKILL_TEXT, type RequirementSkill } from '../skills/api.ts';
import { LIMITS } from '../shared/limits.ts';
import { ORGANIZATION_TEXT } from '../organizations/api.ts';
import { TEXT } from '../shared/texts.ts';

// Shift types and their staffing requirements (docs/product/entities.md, docs/product/validation.md, docs/product/api-calls.md, docs/product/limits.md): bodies, answers, read model.

const { shiftDurationHours: DURATION, employeesNeeded: NEEDED, position: POSITION } = LIMITS;

export const SHIFT_TYPE_TEXT = {
  nameRequired: 'Shift name is required',
  nameTaken: (name: string) => `A shift type named "${name}" already exists in this organization`,
  startTimeRequired: 'Start time is required',
  startTimeFormat: 'Start time must be in HH:MM format',
  duration: `Duration must be between ${DURATION.min} and ${DURATION.max} hours, in steps of ${DURATION.step}`,
  countWhole: 'Employee count must be a whole number',
  countNegative: 'Employee count cannot be negative',
  countTooHigh: `Employee count cannot exceed ${NEEDED.max}`,
  dayOfWeek: 'Day of week must be 0 (Sunday) to 6 (Saturday), "holiday", or null for all days',
  dayTwice: 'Each day of the week can have only one requirement',
  requirementsList: 'Requirements must be a list of day_of_week and employees_needed',
  position: `Position must be a number between ${POSITION.min} and ${POSITION.max}`,
  /** A labelled position above the most employees any day needs (docs/product/validation.md). */
  positionAboveNeeded: (max: number) =>
    max === 0
      ? 'No position can be labelled: this shift needs no employees'
      : `Position must be a number between ${POSITION.min} and ${max}`,
  labelEmpty: 'Label text cannot be empty',
  notFound: 'Shift type not found',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const shiftTypeName = singleLine(
  z
    .string({ error: SHIFT_TYPE_TEXT.nameRequired })
    .trim()
    .min(1, SHIFT_TYPE_TEXT.nameRequired)
    .max(LIMITS.shiftName.max, TEXT.maxChars(LIMITS.shiftName.max)),
);

export const startTime = z
  .string({ error: SHIFT_TYPE_TEXT.startTimeRequired })
  .trim()
  .min(1, SHIFT_TYPE_TEXT.startTimeRequired)
  .regex(HH_MM, SHIFT_TYPE_TEXT.startTimeFormat);

export const durationHours = z
  .number({ error: SHIFT_TYPE_TEXT.duration })
  .min(DURATION.min, SHIFT_TYPE_TEXT.duration)
  .max(DURATION.max, SHIFT_TYPE_TEXT.duration)
  .refine((hours) => Number.isInteger(hours / DURATION.step), SHIFT_TYPE_TEXT.duration);

export const employeesNeeded = z
  .number({ error: SHIFT_TYPE_TEXT.countWhole })
  .int(SHIFT_TYPE_TEXT.countWhole)
  .min(NEEDED.min, SHIFT_TYPE_TEXT.countNegative)
  .max(NEEDED.max, SHIFT_TYPE_TEXT.countTooHigh);

/** "1" to "50", without leading zeros, so each position has one spelling. */
const isPosition = (key: string) => /^[1-9]\d?$/.test(key) && Number(key) <= POSITION.max;

export const positionLabel = singleLine(
  z
    .string({ error: SHIFT_TYPE_TEXT.labelEmpty })
    .trim()
    .min(1, SHIFT_TYPE_TEXT.labelEmpty)
    .max(LIMITS.positionLabel.max, TEXT.maxChars(LIMITS.positionLabel.max)),
);

/** Position number → label; null or missing: none. Answered in position order. */
export const positionLabels = z
  .record(z.string(), positionLabel)
  .superRefine((labels, context) => {
    for (const key of Object.keys(labels)) {
      if (!isPosition(key)) context.addIssue({ code: 'custom', message: SHIFT_TYPE_TEXT.position, path: [key] });
    }
  })
  .transform((labels) => Object.fromEntries(Object.entries(labels).sort(([a], [b]) => Number(a) - Number(b))));

/** The day_of_week of the requirement that applies on holidays (docs/scheduling-rules.md#holidays). */
export const HOLIDAY_ROW = 'holiday';

const dayOfWeek = z
  .union(
    [
      z.literal(HOLIDAY_ROW),
      z
        .number({ error: SHIFT_TYPE_TEXT.dayOfWeek })
        .int(SHIFT_TYPE_TEXT.dayOfWeek)
        .min(0, SHIFT_TYPE_TEXT.dayOfWeek)
        .max(6, SHIFT_TYPE_TEXT.dayOfWeek),
    ],
    { error: SHIFT_TYPE_TEXT.dayOfWeek },
  )
  .nullish()
  .transform((day) => day ?? null);

const dayOrder = (day: RequirementDay) => (day === null ? -1 : day === HOLIDAY_ROW ? 7 : day);

/** At most one entry per weekday, one for all days and one for holidays; answered all-days first, then Sunday to Saturday, then holidays. */
export const shiftRequirements = z
  .array(
    z.object(
      { day_of_week: dayOfWeek, employees_needed: employeesNeeded, skills: requirementSkills.optional() },
      { error: SHIFT_TYPE_TEXT.requirementsList },
    ),
    { error: SHIFT_TYPE_TEXT.requirementsList },
  )
  .superRefine((requirements, context) => {
    requirements.forEach((requirement, index) => {
      if (requirements.findIndex((other) => other.day_of_week === requirement.day_of_week) !== index) {
        context.addIssue({ code: 'custom', message: SHIFT_TYPE_TEXT.dayTwice, path: [index, 'day_of_week'] });
      }
      (requirement.skills ?? []).forEach((skill, skillIndex) => {
        if (skill.min_count > requirement.employees_needed)
          context.addIssue({ code: 'custom', message: SKILL_TEXT.minCountAboveNeeded, path: [index, 'skills', skillIndex, 'min_count'] });
      });
    });
  })
  .transform((requirements): ShiftRequirement[] =>
    [...requirements]
      .sort((a, b) => dayOrder(a.day_of_week) - dayOrder(b.day_of_week))
      .map(({ skills, ...row }) => (skills && skills.length > 0 ? { ...row, skills } : row)),
  );

const labelsOrNone = positionLabels.nullish().transform((labels) => labels ?? {});

/** The location a shift type belongs to (contracts' locations); null: none. */
const locationId = z.string().min(1).nullable();

/** POST …/shift-types. Requirements may come along, so labels and needs are checked together. */
export const shiftTypeCreateBody = z.object({
  name: shiftTypeName,
  start_time: startTime,
  duration_hours: durationHours.default(DURATION.default),
  is_active: z.boolean().default(true),
  position_labels: labelsOrNone,
  requirements: shiftRequirements.optional(),
  location_id: locationId.optional(),
});
export type ShiftTypeCreateBody = z.infer<typeof shiftTypeCreateBody>;

/** PUT …/shift-types/{id}: any subset; absent fields keep their value, position_labels replaces the map. */
export const shiftTypeUpdateBody = z
  .object({
    name: shiftTypeName.optional(),
    start_time: startTime.optional(),
    duration_hours: durationHours.optional(),
    is_active: z.boolean().optional(),
    position_labels: labelsOrNone.optional(),
    requirements: shiftRequirements.optional(),
    location_id: locationId.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), ORGANIZATION_TEXT.nothingToUpdate);
export type ShiftTypeUpdateBody = z.infer<typeof shiftTypeUpdateBody>;

/** PUT …/shift-types/{id}/requirements. */
export const shiftRequirementsBody = z.object({ requirements: shiftRequirements });

export const shiftTypeListQuery = z.object({
  active_only: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** A weekday 0–6, null for every day without an entry of its own, or "holiday". */
export type RequirementDay = number | null | typeof HOLIDAY_ROW;

/** How many employees a shift needs; day_of_week null: every day without an entry of its own; "holiday": on holidays. */
export interface ShiftRequirement {
  day_of_week: RequirementDay;
  employees_needed: number;
  /** Skill minimums among those people (contracts' skills); absent: none. */
  skills?: RequirementSkill[];
}

/** A requirement row's day and head count: what the need on a date is computed from. */
export type RequirementRow = Pick<ShiftRequirement, 'day_of_week' | 'employees_needed'>;

/** A shift type's own fields, as the API names them. */
export interface ShiftTypeFields {
  name: string;
  /** Wall-clock HH:MM in the organization's time zone. */
  start_time: string;
  duration_hours: number;
  is_active: boolean;
  /** Position number ("1"–"50") → label. */
  position_labels: Record<string, string>;
}

/** The skill minimums a shift type asks for on a date's row (contracts' skills); none: an empty list. */
export function skillMinimumsOnDay<S = RequirementSkill>(
  requirements: readonly (RequirementRow & { skills?: readonly S[] })[],
  weekday: number,
  holiday: boolean,
): readonly S[] {
  const weekdayRow = (day: number) => requirements.find((r) => r.day_of_week === day) ?? requirements.find((r) => r.day_of_week === null);
  const row = holiday ? (requirements.find((r) => r.day_of_week === HOLIDAY_ROW) ?? weekdayRow(0)) : weekdayRow(weekday);
  return row?.skills ?? [];
}

/** The shift type of docs/product/entities.md. */
export interface ShiftType extends ShiftTypeFields {
  id: string;
  requirements: ShiftRequirement[];
  /** The location it belongs to; null (or absent, in what was recorded before locations): none. */
  location_id?: string | null;
}

/** The shift types read model, by its logical name (projections write it, the query API reads it). */
export const SHIFT_TYPES_TABLE = 'shift_types';

/** A row of the shift types read model; deleted shift types have none. */
export interface ShiftTypeRecord extends ShiftType {
  organization_id: string;
  created_at: string;
  updated_at: string;
  [key: string]: unknown;
}

/** A created shift type as the API shows it. */
export function shiftTypeOf({
  organizationId: _organizationId,
  shiftTypeId,
  requirements,
  ...fields
}: ShiftTypeCreated['data']): ShiftType {
  return { id: shiftTypeId, ...shiftTypeFieldsOf(fields), requirements: requirementsOf(requirements), location_id: null };
}

export function toShiftType(record: ShiftTypeRecord): ShiftType {
  const { id, name, start_time, duration_hours, is_active, position_labels, requirements, location_id } = record;
  return { id, name, start_time, duration_hours, is_active, position_labels, requirements, location_id: location_id ?? null };
}

/** Employees needed on a weekday: its own entry, else the all-days entry, else none. */
export function employeesNeededOn(requirements: readonly RequirementRow[], weekday: number): number {
  const entry = requirements.find((r) => r.day_of_week === weekday) ?? requirements.find((r) => r.day_of_week === null);
  return entry?.employees_needed ?? 0;
}

/**
 * Employees needed on a day of a weekday: on a holiday the holiday entry, else Sunday's (a holiday
 * is staffed like a Sunday); on any other day the weekday's (employeesNeededOn).
 */
export function employeesNeededOnDay(requirements: readonly RequirementRow[], weekday: number, holiday: boolean): number {
  if (!holiday) return employeesNeededOn(requirements, weekday);
  return requirements.find((r) => r.day_of_week === HOLIDAY_ROW)?.employees_needed ?? employeesNeededOn(requirements, 0);
}

/** The most employees any day needs, holidays included; null without requirements (nothing to compare labels with). */
export function maxEmployeesNeeded(requirements: readonly RequirementRow[]): number | null {
  if (requirements.length === 0) return null;
  return Math.max(
    ...[0, 1, 2, 3, 4, 5, 6].map((weekday) => employeesNeededOn(requirements, weekday)),
    employeesNeededOnDay(requirements, 0, true),
  );
}

/** A shift type with what each day of one month needs: the solver's view of it. */
export interface MonthShiftType extends ShiftType {
  days: { date: string; day_of_week: number; employees_needed: number }[];
}

/** Spells out a shift type's requirements over the calendar days of a month (1–12). */
export function shiftTypeForMonth(shiftType: ShiftType, year: number, month: number): MonthShiftType {
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, index + 1));
    const day_of_week = date.getUTCDay();
    return { date: date.toISOString().slice(0, 10), day_of_week, employees_needed: employeesNeededOn(shiftType.requirements, day_of_week) };
  });
  return { ...shiftType, days };
}
