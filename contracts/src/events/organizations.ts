import type { NameDisplayFormat } from '../limits.ts';

// Events of `organization-{id}` (profile, settings, scheduling config, deletion) and of the id
// sequence `organization-ids`, whose revision + 1 is the id each allocation hands out.

/**
 * An organization's settings: how names show, and the labour rules every generated schedule keeps
 * (docs/scheduling-rules.md). Events written before the rules existed lack them: read them with
 * organizationSettingsOf (contracts/src/organizations.ts), which fills in the defaults.
 */
export interface OrganizationSettings {
  name_display_format: NameDisplayFormat;
  /** Hours between the end of one shift and the start of the next, 0–24. */
  min_rest_hours: number;
  /** Most hours per Monday–Sunday week and employee, 0 = no limit. */
  max_weekly_hours: number;
  /** Months before a generated one whose weekends, nights and shifts above target are balanced, 0–12 (0 = off). */
  fairness_window_months: number;
}

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

export interface OrganizationIdAllocated {
  type: 'OrganizationIdAllocated';
  data: { creationTokenId: string };
}

export interface OrganizationCreated {
  type: 'OrganizationCreated';
  data: OrganizationProfile & {
    organizationId: string;
    creationTokenId: string;
    createdBy: string;
    createdAt: string;
    is_active: boolean;
    settings: Partial<OrganizationSettings> & { name_display_format: NameDisplayFormat };
  };
}

/** Only the fields that changed. */
export interface OrganizationProfileUpdated {
  type: 'OrganizationProfileUpdated';
  data: { organizationId: string; changes: Partial<OrganizationProfile & { is_active: boolean }> };
}

export interface OrganizationSettingsChanged {
  type: 'OrganizationSettingsChanged';
  /** Only the settings that changed. */
  data: { organizationId: string } & Partial<OrganizationSettings>;
}

export interface SchedulingConfigSet {
  type: 'SchedulingConfigSet';
  data: { organizationId: string; schedulingPeriod: 'month' };
}

/** The organization vanishes from every read model; its log stays. */
export interface OrganizationDeleted {
  type: 'OrganizationDeleted';
  data: { organizationId: string; name: string };
}

export type OrganizationEvent =
  OrganizationCreated | OrganizationProfileUpdated | OrganizationSettingsChanged | SchedulingConfigSet | OrganizationDeleted;

/** SchedulingConfigSet 2 renamed scheduling_period to camelCase (organization-upcasters.ts reads version 1). */
export const ORGANIZATION_EVENT_VERSIONS = {
  OrganizationIdAllocated: 1,
  OrganizationCreated: 1,
  OrganizationProfileUpdated: 1,
  OrganizationSettingsChanged: 1,
  SchedulingConfigSet: 2,
  OrganizationDeleted: 1,
} as const satisfies Record<(OrganizationEvent | OrganizationIdAllocated)['type'], number>;
