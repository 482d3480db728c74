import { project } from '@rostra/platform/projection/testing/project-spec';
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
    email_address: null,
    phone_number: '+4930123456',
    address: null,
    max_employees: 40,
    subscription_expiry_date: null,
    time_zone: 'Europe/Berlin',
    is_active: true,
    settings: { name_display_format: 'last' },
  },
  metadata: { occurredAt: '2026-11-10T12:00:00.000Z' },
};
const later = { occurredAt: '2026-11-11T08:00:00.000Z' };

describe('the organizations read model', () => {
  it('holds a created organization by its id, with no scheduling configuration yet', async () => {
    const { table } = await project(organizationsProjection, [created]);
    expect(await table('organizations')).toEqual([
      {
        id: '7',
        name: 'Ward 4',
        description: null,
        email_address: null,
        phone_number: '+4930123456',
        address: null,
        max_employees: 40,
        subscription_expiry_date: null,
        time_zone: 'Europe/Berlin',
        is_active: true,
        settings: { name_display_format: 'last', min_rest_hours: 11, max_weekly_hours: 48, fairness_window_months: 3 },
        created_at: '2026-11-10T12:00:00.000Z',
        updated_at: '2026-11-10T12:00:00.000Z',
        created_by: 'u1',
        scheduling_config: null,
      },
    ]);
  });

  it('follows profile, settings and scheduling-configuration changes', async () => {
    const { table } = await project(organizationsProjection, [
      created,
      {
        type: 'OrganizationProfileUpdated',
        data: { organizationId: '7', changes: { name: 'Ward 5', phone_number: null, is_active: false } },
        metadata: later,
      },
      { type: 'OrganizationSettingsChanged', data: { organizationId: '7', name_display_format: 'first_last' }, metadata: later },
      { type: 'OrganizationSettingsChanged', data: { organizationId: '7', min_rest_hours: 10 }, metadata: later },
      { type: 'OrganizationSettingsChanged', data: { organizationId: '7', fairness_window_months: 0 }, metadata: later },
      { type: 'SchedulingConfigSet', data: { organizationId: '7', schedulingPeriod: 'month' }, metadata: later },
    ]);
    expect(await table('organizations')).toEqual([
      expect.objectContaining({
        id: '7',
        name: 'Ward 5',
        phone_number: null,
        is_active: false,
        max_employees: 40,
        updated_at: later.occurredAt,
        settings: { name_display_format: 'first_last', min_rest_hours: 10, max_weekly_hours: 48, fairness_window_months: 0 },
        scheduling_config: { scheduling_period: 'month' },
      }),
    ]);
  });

  it('reads a scheduling configuration recorded as version 1, with the snake_case name of the API', async () => {
    const { table } = await project(organizationsProjection, [
      created,
      { type: 'SchedulingConfigSet', version: 1, data: { organizationId: '7', scheduling_period: 'month' }, metadata: later },
    ]);
    expect(await table('organizations')).toEqual([expect.objectContaining({ scheduling_config: { scheduling_period: 'month' } })]);
  });

  it('forgets a deleted organization', async () => {
    const { table } = await project(organizationsProjection, [
      created,
      { type: 'OrganizationDeleted', data: { organizationId: '7', name: 'Ward 4' } },
    ]);
    expect(await table('organizations')).toEqual([]);
  });
});
