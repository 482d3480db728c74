import { describe, it } from 'vitest';
import { expectUpcast } from '../testing/upcast.ts';

describe('organization events of version 1', () => {
  const profile = { name: 'Ward 4', description: null, address: null, time_zone: 'Europe/Berlin' };

  it('OrganizationCreated reads its profile, flag and settings in camelCase', () => {
    const v1 = {
      ...profile,
      email_address: 'ward@example.com',
      phone_number: null,
      max_employees: 40,
      subscription_expiry_date: null,
      organizationId: '7',
      creationTokenId: 't1',
      createdBy: 'u1',
      createdAt: '2026-11-02T08:00:00.000Z',
      is_active: true,
      settings: { name_display_format: 'last' },
    };
    expectUpcast('OrganizationCreated', 1, v1, 2, {
      name: 'Ward 4',
      description: null,
      address: null,
      timeZone: 'Europe/Berlin',
      emailAddress: 'ward@example.com',
      phoneNumber: null,
      maxEmployees: 40,
      subscriptionExpiryDate: null,
      organizationId: '7',
      creationTokenId: 't1',
      createdBy: 'u1',
      createdAt: '2026-11-02T08:00:00.000Z',
      isActive: true,
      settings: { nameDisplayFormat: 'last' },
    });
  });

  it('OrganizationProfileUpdated reads the changed fields in camelCase, and only those', () => {
    expectUpcast(
      'OrganizationProfileUpdated',
      1,
      { organizationId: '7', changes: { name: 'Ward 5', phone_number: null, is_active: false } },
      2,
      { organizationId: '7', changes: { name: 'Ward 5', phoneNumber: null, isActive: false } },
    );
  });

  it('OrganizationSettingsChanged reads the changed settings in camelCase, and only those', () => {
    expectUpcast('OrganizationSettingsChanged', 1, { organizationId: '7', min_rest_hours: 10, fairness_window_months: 0 }, 2, {
      organizationId: '7',
      minRestHours: 10,
      fairnessWindowMonths: 0,
    });
  });

  it('SchedulingConfigSet reads the period in camelCase', () => {
    expectUpcast('SchedulingConfigSet', 1, { organizationId: '7', scheduling_period: 'month' }, 2, {
      organizationId: '7',
      schedulingPeriod: 'month',
    });
  });
});
