import { anOrganizationSettings } from '@rostra/contracts/testing/organization-settings';
import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { organizationsProjection } from './project.ts';

const created = {
  type: 'OrganizationCreated',
  data: {
    organizationId: '7',
    creationTokenId: 't1',
    createdBy: 'u1',
    createdAt: '2026-11-10T12:00:00.000Z',
    name: 'Ward 4',
    description: null,
    emailAddress: null,
    phoneNumber: '+4930123456',
    address: null,
    maxEmployees: 40,
    subscriptionExpiryDate: null,
    timeZone: 'Europe/Berlin',
    isActive: true,
    settings: { nameDisplayFormat: 'last' },
  },
  metadata: { occurredAt: '2026-11-10T12:00:00.000Z' },
};
const later = { occurredAt: '2026-11-11T08:00:00.000Z' };
/** The profile as the API names it: in each row, and as version 1 recorded it. */
const profile = {
  name: 'Ward 4',
  description: null,
  email_address: null,
  phone_number: '+4930123456',
  address: null,
  max_employees: 40,
  subscription_expiry_date: null,
  time_zone: 'Europe/Berlin',
  is_active: true,
};
const changes: GivenEvent[] = [
  {
    type: 'OrganizationProfileUpdated',
    data: { organizationId: '7', changes: { name: 'Ward 5', phoneNumber: null, isActive: false } },
    metadata: later,
  },
  { type: 'OrganizationSettingsChanged', data: { organizationId: '7', nameDisplayFormat: 'first_last' }, metadata: later },
  { type: 'OrganizationSettingsChanged', data: { organizationId: '7', minRestHours: 10 }, metadata: later },
  { type: 'OrganizationSettingsChanged', data: { organizationId: '7', fairnessWindowMonths: 0 }, metadata: later },
  { type: 'SchedulingConfigSet', data: { organizationId: '7', schedulingPeriod: 'month' }, metadata: later },
];

describe('the organizations read model', () => {
  it('keeps the holiday region and the organization’s own holidays, by date', async () => {
    const own = (holidayId: string, date: string, name: string): GivenEvent => ({
      type: 'OrganizationHolidayAdded',
      data: { organizationId: '7', holidayId, date, name },
      metadata: later,
    });
    const { table } = await project(organizationsProjection, [
      created,
      { type: 'OrganizationSettingsChanged', data: { organizationId: '7', holidayRegion: 'GB-ENG' }, metadata: later },
      own('h2', '2026-12-31', 'New Year’s Eve'),
      own('h1', '2026-12-24', 'Christmas Eve'),
      own('h3', '2026-06-01', 'Founders’ Day'),
      { type: 'OrganizationHolidayRemoved', data: { organizationId: '7', holidayId: 'h3' }, metadata: later },
    ]);
    expect(await table('organizations')).toEqual([
      expect.objectContaining({
        settings: expect.objectContaining({ holiday_region: 'GB-ENG' }),
        holidays: [
          { id: 'h1', date: '2026-12-24', name: 'Christmas Eve' },
          { id: 'h2', date: '2026-12-31', name: 'New Year’s Eve' },
        ],
      }),
    ]);
  });

  it('holds a created organization by its id, with no scheduling configuration yet', async () => {
    const { table } = await project(organizationsProjection, [created]);
    expect(await table('organizations')).toEqual([
      {
        id: '7',
        ...profile,
        settings: anOrganizationSettings(),
        created_at: '2026-11-10T12:00:00.000Z',
        updated_at: '2026-11-10T12:00:00.000Z',
        created_by: 'u1',
        scheduling_config: null,
        holidays: [],
      },
    ]);
  });

  it('follows profile, settings and scheduling-configuration changes', async () => {
    const { table } = await project(organizationsProjection, [created, ...changes]);
    expect(await table('organizations')).toEqual([
      expect.objectContaining({
        id: '7',
        name: 'Ward 5',
        phone_number: null,
        is_active: false,
        max_employees: 40,
        updated_at: later.occurredAt,
        settings: anOrganizationSettings({ name_display_format: 'first_last', min_rest_hours: 10, fairness_window_months: 0 }),
        scheduling_config: { scheduling_period: 'month' },
      }),
    ]);
  });

  it('builds the same row from a log recorded as version 1, with the snake_case names of the API', async () => {
    const recorded: GivenEvent[] = [
      {
        ...created,
        version: 1,
        data: {
          organizationId: '7',
          creationTokenId: 't1',
          createdBy: 'u1',
          createdAt: '2026-11-10T12:00:00.000Z',
          ...profile,
          settings: { name_display_format: 'last' },
        },
      },
      {
        type: 'OrganizationProfileUpdated',
        version: 1,
        data: { organizationId: '7', changes: { name: 'Ward 5', phone_number: null, is_active: false } },
        metadata: later,
      },
      {
        type: 'OrganizationSettingsChanged',
        version: 1,
        data: { organizationId: '7', name_display_format: 'first_last' },
        metadata: later,
      },
      { type: 'OrganizationSettingsChanged', version: 1, data: { organizationId: '7', min_rest_hours: 10 }, metadata: later },
      { type: 'OrganizationSettingsChanged', version: 1, data: { organizationId: '7', fairness_window_months: 0 }, metadata: later },
      { type: 'SchedulingConfigSet', version: 1, data: { organizationId: '7', scheduling_period: 'month' }, metadata: later },
    ];
    const rows = await (await project(organizationsProjection, recorded)).table('organizations');
    expect(rows).toEqual(await (await project(organizationsProjection, [created, ...changes])).table('organizations'));
    expect(rows).toEqual([expect.objectContaining({ name: 'Ward 5', phone_number: null, is_active: false, max_employees: 40 })]);
  });

  it('forgets a deleted organization', async () => {
    const { table } = await project(organizationsProjection, [
      created,
      { type: 'OrganizationDeleted', data: { organizationId: '7', name: 'Ward 4' } },
    ]);
    expect(await table('organizations')).toEqual([]);
  });
});
