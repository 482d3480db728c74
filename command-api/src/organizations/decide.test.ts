import type { OrganizationEvent, OrganizationProfile } from '@rostra/contracts';
import { anOrganizationSettings } from '@rostra/contracts/testing/organization-settings';
import { given } from '@rostra/platform/decider/spec';
import { describe, expect, it } from 'vitest';
import { organizationDecider } from './decide.ts';
import { evolveOrganization, initialOrganizationState } from '../shared/organization.ts';

const now = '2026-11-10T12:00:00.000Z';
const profile: OrganizationProfile = {
  name: 'Ward 4',
  description: null,
  email_address: 'ward4@example.com',
  phone_number: null,
  address: null,
  max_employees: 40,
  subscription_expiry_date: '2027-01-01',
  time_zone: 'Europe/Berlin',
};
const create = { type: 'Create', organizationId: '7', creationTokenId: 't1', createdBy: 'u1', profile, now } as const;
const created: OrganizationEvent = {
  type: 'OrganizationCreated',
  data: {
    organizationId: '7',
    creationTokenId: 't1',
    createdBy: 'u1',
    createdAt: now,
    name: 'Ward 4',
    description: null,
    emailAddress: 'ward4@example.com',
    phoneNumber: null,
    address: null,
    maxEmployees: 40,
    subscriptionExpiryDate: '2027-01-01',
    timeZone: 'Europe/Berlin',
    isActive: true,
    settings: { nameDisplayFormat: 'last' },
  },
};
const deleted: OrganizationEvent = { type: 'OrganizationDeleted', data: { organizationId: '7', name: 'Ward 4' } };
const configured: OrganizationEvent = { type: 'SchedulingConfigSet', data: { organizationId: '7', schedulingPeriod: 'month' } };

describe('creating an organization', () => {
  it('records it active, with the last-name display format', () => {
    given(organizationDecider).when(create).then([created]);
  });

  it('is already done when an interrupted creation with the same token is retried', () => {
    given(organizationDecider, [created]).when(create).then([]);
    given(organizationDecider, [created])
      .when({ ...create, creationTokenId: 't2' })
      .thenFails('conflict', 'This organization already exists');
  });

  it('refuses a subscription expiry before tomorrow in the organization time zone', () => {
    const expiry = 'subscription_expiry_date: Subscription expiry date must be tomorrow or later';
    given(organizationDecider)
      .when({ ...create, profile: { ...profile, subscription_expiry_date: '2026-11-10' } })
      .thenFails('validation', expiry);
    // 23:30 UTC is already the 11th in Berlin, so the 11th is today there.
    const lateEvening = { ...create, now: '2026-11-10T23:30:00.000Z' };
    given(organizationDecider)
      .when({ ...lateEvening, profile: { ...profile, subscription_expiry_date: '2026-11-11' } })
      .thenFails('validation', expiry);
    const inUtc = { ...profile, subscription_expiry_date: '2026-11-11', time_zone: 'UTC' };
    given(organizationDecider)
      .when({ ...lateEvening, profile: inUtc })
      .then([
        {
          type: 'OrganizationCreated',
          data: { ...created.data, subscriptionExpiryDate: '2026-11-11', timeZone: 'UTC', createdAt: lateEvening.now },
        } as OrganizationEvent,
      ]);
  });
});

describe('updating the profile', () => {
  it('records only the fields that changed', () => {
    given(organizationDecider, [created])
      .when({ type: 'UpdateProfile', changes: { name: 'Ward 5', max_employees: 40, is_active: false }, now })
      .then([{ type: 'OrganizationProfileUpdated', data: { organizationId: '7', changes: { name: 'Ward 5', isActive: false } } }]);
    given(organizationDecider, [created])
      .when({ type: 'UpdateProfile', changes: { email_address: 'ward4@example.com' }, now })
      .then([]);
  });

  it('clears an optional field', () => {
    given(organizationDecider, [created])
      .when({ type: 'UpdateProfile', changes: { subscription_expiry_date: null }, now })
      .then([{ type: 'OrganizationProfileUpdated', data: { organizationId: '7', changes: { subscriptionExpiryDate: null } } }]);
  });

  it('keeps the subscription expiry in the future', () => {
    given(organizationDecider, [created])
      .when({ type: 'UpdateProfile', changes: { subscription_expiry_date: '2026-11-01' }, now })
      .thenFails('validation', 'subscription_expiry_date: Subscription expiry date must be tomorrow or later');
  });

  it('refuses an organization that does not exist or was deleted', () => {
    given(organizationDecider)
      .when({ type: 'UpdateProfile', changes: { name: 'X1' }, now })
      .thenFails('not_found', 'Organization not found');
    given(organizationDecider, [created, deleted])
      .when({ type: 'UpdateProfile', changes: { name: 'X1' }, now })
      .thenFails('not_found', 'Organization not found');
  });
});

describe('settings', () => {
  it('change the name display format, and a change to the same format records nothing', () => {
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { name_display_format: 'first_last' } })
      .then([{ type: 'OrganizationSettingsChanged', data: { organizationId: '7', nameDisplayFormat: 'first_last' } }]);
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { name_display_format: 'last' } })
      .then([]);
  });

  it('record only the labour rules that differ from the current ones (defaults: 11 h rest, 48 h a week)', () => {
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { min_rest_hours: 12, max_weekly_hours: 48 } })
      .then([{ type: 'OrganizationSettingsChanged', data: { organizationId: '7', minRestHours: 12 } }]);
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { min_rest_hours: 11 } })
      .then([]);
    const rested = { type: 'OrganizationSettingsChanged' as const, data: { organizationId: '7', maxWeeklyHours: 0 } };
    expect([created, rested].reduce(evolveOrganization, initialOrganizationState).settings).toEqual(
      anOrganizationSettings({ max_weekly_hours: 0 }),
    );
  });

  it('record the days of short notice (default 14) only when they change', () => {
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { notice_days: 7 } })
      .then([{ type: 'OrganizationSettingsChanged', data: { organizationId: '7', noticeDays: 7 } }]);
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { notice_days: 14 } })
      .then([]);
  });

  it('record the fairness window (default 3 months) only when it changes', () => {
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { fairness_window_months: 6 } })
      .then([{ type: 'OrganizationSettingsChanged', data: { organizationId: '7', fairnessWindowMonths: 6 } }]);
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { fairness_window_months: 3 } })
      .then([]);
  });
});

describe('the scheduling configuration', () => {
  it('is created once, as month', () => {
    given(organizationDecider, [created])
      .when({ type: 'SetSchedulingConfig', schedulingPeriod: 'month', mode: 'create' })
      .then([configured]);
    given(organizationDecider, [created, configured])
      .when({ type: 'SetSchedulingConfig', schedulingPeriod: 'month', mode: 'create' })
      .thenFails('conflict', 'The scheduling configuration already exists; update it instead');
  });

  it('is updated only when it exists, and an unchanged period records nothing', () => {
    given(organizationDecider, [created])
      .when({ type: 'SetSchedulingConfig', schedulingPeriod: 'month', mode: 'update' })
      .thenFails('not_found', 'Scheduling configuration not found');
    given(organizationDecider, [created, configured])
      .when({ type: 'SetSchedulingConfig', schedulingPeriod: 'month', mode: 'update' })
      .then([]);
  });
});

describe('deleting an organization', () => {
  it('needs its name, in any case', () => {
    given(organizationDecider, [created]).when({ type: 'Delete', confirmName: ' ward 4 ' }).then([deleted]);
    given(organizationDecider, [created])
      .when({ type: 'Delete', confirmName: 'Ward 5' })
      .thenFails('validation', 'organization_name: The organization name does not match');
  });

  it('happens once', () => {
    given(organizationDecider, [created, deleted])
      .when({ type: 'Delete', confirmName: 'Ward 4' })
      .thenFails('not_found', 'Organization not found');
  });
});

describe('holidays', () => {
  const added: OrganizationEvent = {
    type: 'OrganizationHolidayAdded',
    data: { organizationId: '7', holidayId: 'h1', date: '2026-12-24', name: 'Christmas Eve' },
  };

  it('record a holiday region the holiday library knows, and refuse one it does not', () => {
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { holiday_region: 'DE-BY' } })
      .then([{ type: 'OrganizationSettingsChanged', data: { organizationId: '7', holidayRegion: 'DE-BY' } }]);
    given(organizationDecider, [created])
      .when({ type: 'ChangeSettings', changes: { holiday_region: 'XX-YY' } })
      .thenFails('validation', 'holiday_region: Unknown holiday region');
    const region = { type: 'OrganizationSettingsChanged' as const, data: { organizationId: '7', holidayRegion: 'FR' } };
    given(organizationDecider, [created, region])
      .when({ type: 'ChangeSettings', changes: { holiday_region: null } })
      .then([{ type: 'OrganizationSettingsChanged', data: { organizationId: '7', holidayRegion: null } }]);
  });

  it('add the organization’s own day, once per date', () => {
    given(organizationDecider, [created])
      .when({ type: 'AddHoliday', holidayId: 'h1', date: '2026-12-24', name: 'Christmas Eve' })
      .then([added]);
    given(organizationDecider, [created, added])
      .when({ type: 'AddHoliday', holidayId: 'h2', date: '2026-12-24', name: 'Eve' })
      .thenFails('conflict', 'The organization already has a holiday on this date');
  });

  it('remove an own day that exists, which frees its date', () => {
    const removed: OrganizationEvent = { type: 'OrganizationHolidayRemoved', data: { organizationId: '7', holidayId: 'h1' } };
    given(organizationDecider, [created, added]).when({ type: 'RemoveHoliday', holidayId: 'h1' }).then([removed]);
    given(organizationDecider, [created, added, removed])
      .when({ type: 'RemoveHoliday', holidayId: 'h1' })
      .thenFails('not_found', 'Holiday not found');
    given(organizationDecider, [created, added, removed])
      .when({ type: 'AddHoliday', holidayId: 'h2', date: '2026-12-24', name: 'Eve' })
      .then([{ type: 'OrganizationHolidayAdded', data: { organizationId: '7', holidayId: 'h2', date: '2026-12-24', name: 'Eve' } }]);
  });
});
