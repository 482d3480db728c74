import { organizationSettingsOf, type Organization, type OrganizationSettings } from '@rostra/contracts';

/** Organization 7, "Ward 4", in UTC with the default settings, and any settings given. */
export function anOrganization(settings: Partial<OrganizationSettings> = {}): Organization {
  return {
    id: 7,
    name: 'Ward 4',
    description: null,
    email_address: null,
    phone_number: null,
    address: null,
    max_employees: null,
    subscription_expiry_date: null,
    time_zone: 'UTC',
    is_active: true,
    created_at: '2026-11-20T10:00:00.000Z',
    settings: organizationSettingsOf(settings),
  };
}
