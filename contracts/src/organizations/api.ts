import { z } from 'zod';
import { email, isoDate, nameDisplayFormat, organizationName, phone, requiredText } from '../shared/fields.ts';
import { LIMITS, type NameDisplayFormat } from '../shared/limits.ts';
import { TEXT } from '../shared/texts.ts';

// Requests and answers of the organization endpoints (docs/product/entities.md, docs/product/validation.md, docs/product/api-calls.md).

/**
 * An optional profile field: absent stays absent (nothing to change), while null or blank text
 * means "no value" (null). The form sends only non-empty fields; an inline edit may clear one.
 */
export const optionalField = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());

/** A whole number within bounds, with one message naming them. */
export const boundedInt = (min: number, max: number) => {
  const message = `Must be a whole number between ${min} and ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const ORGANIZATION_TEXT = {
  unknownTimeZone: 'Unknown time zone',
  expiryNotFuture: 'Subscription expiry date must be tomorrow or later',
  nothingToUpdate: 'Provide at least one field to update',
  nothingToSet: 'Provide at least one setting to update',
  confirmDeletion: 'Please confirm the deletion',
  deletionNameMismatch: 'The organization name does not match',
  schedulingPeriod: 'The scheduling period is always month',
  schedulingConfigExists: 'The scheduling configuration already exists; update it instead',
  schedulingConfigMissing: 'Scheduling configuration not found',
  holidayRegionFormat: 'Must be a country code, optionally with a region (e.g. FR, GB-ENG, DE-BY)',
  unknownHolidayRegion: 'Unknown holiday region',
  holidayNotFound: 'Holiday not found',
  holidayDateTaken: 'The organization already has a holiday on this date',
} as const;

function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone name, as the runtime's Intl knows it; answered in its canonical spelling. */
export const timeZone = z
  .string()
  .trim()
  .refine((zone) => canonicalTimeZone(zone) !== null, ORGANIZATION_TEXT.unknownTimeZone)
  .transform((zone) => canonicalTimeZone(zone)!);

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function todayIn(zone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const profileFields = {
  description: optionalField(z.string().trim().max(LIMITS.organizationDescription.max, TEXT.maxChars(LIMITS.organizationDescription.max))),
  email_address: optionalField(email),
  phone_number: optionalField(phone),
  address: optionalField(z.string().trim().max(LIMITS.organizationAddress.max, TEXT.maxChars(LIMITS.organizationAddress.max))),
  max_employees: optionalField(boundedInt(LIMITS.maxEmployees.min, LIMITS.maxEmployees.max)),
  subscription_expiry_date: optionalField(isoDate),
};

export const organizationCreateBody = z.object({
  creation_token: requiredText(),
  name: organizationName,
  ...profileFields,
  time_zone: timeZone.default('UTC'),
});
export type OrganizationCreateBody = z.infer<typeof organizationCreateBody>;

/** Any subset of the profile (the web sends one changed field at a time), and is_active. */
export const organizationUpdateBody = z
  .object({ name: organizationName.optional(), ...profileFields, time_zone: timeZone.optional(), is_active: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), ORGANIZATION_TEXT.nothingToUpdate);
export type OrganizationUpdateBody = z.infer<typeof organizationUpdateBody>;

/** The labour rules' values until an organization sets its own. */
export const SCHEDULING_RULE_DEFAULTS = { min_rest_hours: 11, max_weekly_hours: 48, fairness_window_months: 3 } as const;
/** The longest fairness window: a year of months read per generation keeps it bounded. */
export const MAX_FAIRNESS_WINDOW_MONTHS = 12;

/**
 * An organization's settings: how names show, and the labour rules every generated schedule keeps
 * (docs/scheduling-rules.md). Events written before the rules existed lack them: read them with
 * organizationSettingsOf, which fills in the defaults.
 */
export interface OrganizationSettings {
  name_display_format: NameDisplayFormat;
  /** Hours between the end of one shift and the start of the next, 0–24. */
  min_rest_hours: number;
  /** Most hours per Monday–Sunday week and employee, 0 = no limit. */
  max_weekly_hours: number;
  /** Months before a generated one whose weekends, nights and shifts above target are balanced, 0–12 (0 = off). */
  fairness_window_months: number;
  /** Whose public holidays the calendar keeps (the holiday library's `FR`, `GB-ENG`, `DE-BY`…); null: none. */
  holiday_region: string | null;
  /** Whether an admin approves a trade its colleague accepted before it applies (docs/api/trades.md). */
  trades_need_approval: boolean;
  /** Who fills an open shift: the first member whose claim the rules allow, or an admin among the claims (docs/api/open-shifts.md). */
  open_shift_assignment: OpenShiftAssignment;
  /** Days before a published shift within which a change to it is short notice, 0–90 (docs/api/notifications.md#short-notice). */
  notice_days: number;
}

export const openShiftAssignments = ['first_claim', 'admin_picks'] as const;
export type OpenShiftAssignment = (typeof openShiftAssignments)[number];

/** The editable profile of docs/product/entities.md; optional fields are null when not given. */
export interface OrganizationProfile {
  name: string;
  description: string | null;
  email_address: string | null;
  phone_number: string | null;
  address: string | null;
  max_employees: number | null;
  subscription_expiry_date: string | null;
  /** IANA zone in which the organization's "today" and wall-clock shift times are read (docs/product/entities.md#organization). */
  time_zone: string;
}

/** Settings as stored (older organizations lack the labour rules) with the defaults filled in. */
export function organizationSettingsOf(stored: Partial<OrganizationSettings> | undefined): OrganizationSettings {
  return {
    name_display_format: 'last',
    ...SCHEDULING_RULE_DEFAULTS,
    holiday_region: null,
    trades_need_approval: true,
    open_shift_assignment: 'admin_picks',
    notice_days: 14,
    ...stored,
  };
}

/** PUT /organizations/{id}/settings: any subset of the settings. */
export const organizationSettingsBody = z
  .object({
    name_display_format: nameDisplayFormat.optional(),
    min_rest_hours: boundedInt(0, 24).optional(),
    max_weekly_hours: boundedInt(0, 168).optional(),
    fairness_window_months: boundedInt(0, MAX_FAIRNESS_WINDOW_MONTHS).optional(),
    /** Whether the holiday library knows the region is the decider's to say (docs/api/organizations.md). */
    holiday_region: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}(-[A-Z0-9]{1,4})?$/, ORGANIZATION_TEXT.holidayRegionFormat)
      .nullable()
      .optional(),
    trades_need_approval: z.boolean({ error: 'must be true or false' }).optional(),
    open_shift_assignment: z.enum(openShiftAssignments, { error: 'must be "first_claim" or "admin_picks"' }).optional(),
    notice_days: boundedInt(0, 90).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), ORGANIZATION_TEXT.nothingToSet);
export type OrganizationSettingsBody = z.infer<typeof organizationSettingsBody>;

export const organizationDeleteBody = z.object({
  confirm_deletion: z.literal(true, ORGANIZATION_TEXT.confirmDeletion),
  organization_name: requiredText(),
});

export const schedulingConfigBody = z.object({ scheduling_period: z.literal('month', ORGANIZATION_TEXT.schedulingPeriod) });

/** POST /roles: an admin sets a member's roles in an organization. */
export const roleAssignmentBody = z
  .object({
    organization_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,15}$/)]).transform(String),
    user_id: requiredText(),
    is_admin: z.boolean(),
    is_employee: z.boolean(),
    confirm_self_demotion: z.boolean().optional(),
  })
  .refine((body) => body.is_admin || body.is_employee, TEXT.atLeastOneRole);

/** The organization of docs/product/entities.md. */
export interface Organization extends OrganizationProfile {
  id: number;
  is_active: boolean;
  created_at: string;
  settings: OrganizationSettings;
}

/** The answer to POST /organizations: the token it was created with, once. */
export interface CreatedOrganization extends Organization {
  creation_token: string;
}

/** An organization as one of its members sees it: with their roles there. */
export interface MemberOrganization extends Organization {
  is_admin: boolean;
  is_employee: boolean;
}

export interface OrganizationList {
  organizations: MemberOrganization[];
}

export interface SchedulingConfig {
  scheduling_period: 'month';
}

export interface EmploymentConfig {
  /** Shift types arrive with the Scheduling inputs issue. */
  shift_types: unknown[];
  /** Null until an admin has saved it (the web then creates it). */
  scheduling_config: SchedulingConfig | null;
}

/** An active user of an organization (GET /organizations/{id}/users). */
export interface OrganizationUser {
  id: string;
  email: string;
  name: string | null;
  is_admin: boolean;
  is_employee: boolean;
  joined_at: string | null;
}
