import type { NameDisplayFormat } from '../shared/limits.ts';
import type { OrganizationProfile, OrganizationSettings } from './api.ts';
import type { OrganizationCreated, OrganizationProfileUpdated, OrganizationSettingsChanged, SchedulingConfigSet } from './events.ts';
import { renamed } from '../events/renamed.ts';

// Organization events as version 1 recorded them, with the API body's snake_case names, and the
// steps to version 2. The renamings are spelled out here, once: today's API still names the
// fields as version 1 did, so contracts/src/organizations/wire.ts translates with the same names.

// Version 1 recorded the API's shapes of the time: its profile and settings types.
type ProfileV1 = OrganizationProfile;
type SettingsV1 = OrganizationSettings;

export interface OrganizationCreatedV1 {
  data: ProfileV1 & {
    organizationId: string;
    creationTokenId: string;
    createdBy: string;
    createdAt: string;
    is_active: boolean;
    settings: Partial<SettingsV1> & { name_display_format: NameDisplayFormat };
  };
}

export interface OrganizationProfileUpdatedV1 {
  data: { organizationId: string; changes: Partial<ProfileV1 & { is_active: boolean }> };
}

export interface OrganizationSettingsChangedV1 {
  data: { organizationId: string } & Partial<SettingsV1>;
}

export interface SchedulingConfigSetV1 {
  data: { organizationId: string; scheduling_period: 'month' };
}

/** The profile's fields and is_active, version 1's name → version 2's. */
export const PROFILE_NAMES_V2 = {
  email_address: 'emailAddress',
  phone_number: 'phoneNumber',
  max_employees: 'maxEmployees',
  subscription_expiry_date: 'subscriptionExpiryDate',
  time_zone: 'timeZone',
  is_active: 'isActive',
} as const;
/** The settings, version 1's name → version 2's. */
export const SETTINGS_NAMES_V2 = {
  name_display_format: 'nameDisplayFormat',
  min_rest_hours: 'minRestHours',
  max_weekly_hours: 'maxWeeklyHours',
  fairness_window_months: 'fairnessWindowMonths',
  holiday_region: 'holidayRegion',
  trades_need_approval: 'tradesNeedApproval',
  open_shift_assignment: 'openShiftAssignment',
  notice_days: 'noticeDays',
} as const;

const profileV2 = renamed(PROFILE_NAMES_V2);
const settingsV2 = renamed(SETTINGS_NAMES_V2);

export function organizationCreatedV1ToV2({ settings, ...rest }: OrganizationCreatedV1['data']): OrganizationCreated['data'] {
  return { ...profileV2(rest), settings: settingsV2(settings) };
}

export function organizationProfileUpdatedV1ToV2({
  changes,
  ...rest
}: OrganizationProfileUpdatedV1['data']): OrganizationProfileUpdated['data'] {
  return { ...rest, changes: profileV2(changes) };
}

export const organizationSettingsChangedV1ToV2: (data: OrganizationSettingsChangedV1['data']) => OrganizationSettingsChanged['data'] =
  settingsV2;

export const schedulingConfigSetV1ToV2: (data: SchedulingConfigSetV1['data']) => SchedulingConfigSet['data'] = renamed({
  scheduling_period: 'schedulingPeriod',
});
