import type { NameDisplayFormat } from '../shared/limits.ts';

// Events of `organization-{id}` (profile, settings, scheduling config, deletion) and of the id
// sequence `organization-ids`, whose revision + 1 is the id each allocation hands out.

/**
 * An organization's settings as events record them (the API's OrganizationSettings, in
 * contracts/src/organizations/api.ts, the translation both ways in wire.ts). Events written before the
 * labour rules existed lack them: readers complete them with organizationSettingsOf.
 */
export interface OrganizationSettingsData {
  nameDisplayFormat: NameDisplayFormat;
  minRestHours: number;
  maxWeeklyHours: number;
  fairnessWindowMonths: number;
  holidayRegion: string | null;
  tradesNeedApproval?: boolean;
  /** Absent before the setting existed: 14. */
  noticeDays?: number;
}

/** The editable profile as events record it (the API's OrganizationProfile); optional fields are null when not given. */
export interface OrganizationProfileData {
  name: string;
  description: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  address: string | null;
  maxEmployees: number | null;
  subscriptionExpiryDate: string | null;
  timeZone: string;
}

export interface OrganizationIdAllocated {
  type: 'OrganizationIdAllocated';
  data: { creationTokenId: string };
}

export interface OrganizationCreated {
  type: 'OrganizationCreated';
  data: OrganizationProfileData & {
    organizationId: string;
    creationTokenId: string;
    createdBy: string;
    createdAt: string;
    isActive: boolean;
    settings: Partial<OrganizationSettingsData> & { nameDisplayFormat: NameDisplayFormat };
  };
}

/** Only the fields that changed. */
export interface OrganizationProfileUpdated {
  type: 'OrganizationProfileUpdated';
  data: { organizationId: string; changes: Partial<OrganizationProfileData & { isActive: boolean }> };
}

export interface OrganizationSettingsChanged {
  type: 'OrganizationSettingsChanged';
  /** Only the settings that changed. */
  data: { organizationId: string } & Partial<OrganizationSettingsData>;
}

export interface SchedulingConfigSet {
  type: 'SchedulingConfigSet';
  data: { organizationId: string; schedulingPeriod: 'month' };
}

/** One of the organization's own holidays (beside its region's public ones). */
export interface OrganizationHolidayAdded {
  type: 'OrganizationHolidayAdded';
  data: { organizationId: string; holidayId: string; date: string; name: string };
}

export interface OrganizationHolidayRemoved {
  type: 'OrganizationHolidayRemoved';
  data: { organizationId: string; holidayId: string };
}

/** The organization vanishes from every read model; its log stays. */
export interface OrganizationDeleted {
  type: 'OrganizationDeleted';
  data: { organizationId: string; name: string };
}

export type OrganizationEvent =
  | OrganizationCreated
  | OrganizationProfileUpdated
  | OrganizationSettingsChanged
  | SchedulingConfigSet
  | OrganizationHolidayAdded
  | OrganizationHolidayRemoved
  | OrganizationDeleted;

/** Version 2 renamed the API's snake_case fields to camelCase (organization-upcasters.ts reads version 1). */
export const ORGANIZATION_EVENT_VERSIONS = {
  OrganizationIdAllocated: 1,
  OrganizationCreated: 2,
  OrganizationProfileUpdated: 2,
  OrganizationSettingsChanged: 2,
  SchedulingConfigSet: 2,
  OrganizationHolidayAdded: 1,
  OrganizationHolidayRemoved: 1,
  OrganizationDeleted: 1,
} as const satisfies Record<(OrganizationEvent | OrganizationIdAllocated)['type'], number>;
