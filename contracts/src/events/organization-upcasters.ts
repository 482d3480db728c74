import type { NameDisplayFormat } from '../limits.ts';
import type { OrganizationCreated, OrganizationProfileUpdated, OrganizationSettingsChanged, SchedulingConfigSet } from './organizations.ts';
import { renamed } from './renamed.ts';

// Organization events as version 1 recorded them, with the API body's snake_case names, and the
// steps to version 2. They name version 1's fields themselves, not through the API's types, so a
// later change of the API cannot change how old events read.

interface ProfileV1 {
  name: string;
  description: string | null;
  email_address: string | null;
  phone_number: string | null;
  address: string | null;
  max_employees: number | null;
  subscription_expiry_date: string | null;
  time_zone: string;
}

interface SettingsV1 {
  name_display_format: NameDisplayFormat;
  min_rest_hours: number;
  max_weekly_hours: number;
  fairness_window_months: number;
}

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

const profileV2 = renamed({
  email_address: 'emailAddress',
  phone_number: 'phoneNumber',
  max_employees: 'maxEmployees',
  subscription_expiry_date: 'subscriptionExpiryDate',
  time_zone: 'timeZone',
  is_active: 'isActive',
});
const settingsV2 = renamed({
  name_display_format: 'nameDisplayFormat',
  min_rest_hours: 'minRestHours',
  max_weekly_hours: 'maxWeeklyHours',
  fairness_window_months: 'fairnessWindowMonths',
});

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
