import {
  organizationSettingsOf,
  type Organization,
  type OrganizationHoliday,
  type OrganizationProfile,
  type OrganizationSettings,
  type SchedulingConfig,
} from '@rostra/contracts';
import { ORGANIZATIONS_TABLE, type Doc, type ReadStore } from '@rostra/platform';
import { getFrom } from '../read-model.ts';

/** A document of the organizations read model (projections/src/organizations). */
export type OrganizationRow = Doc &
  OrganizationProfile & {
    is_active: boolean;
    created_at: string;
    /** Without the labour rules in rows projected before they existed. */
    settings: Partial<OrganizationSettings>;
    scheduling_config: SchedulingConfig | null;
    /** The organization's own holidays; rows projected before they existed lack them. */
    holidays?: OrganizationHoliday[];
  };

export const readOrganization = (store: ReadStore, id: string) => getFrom<OrganizationRow>(store, ORGANIZATIONS_TABLE, id);

/** The organization of docs/product/entities.md (its id is a number there). */
export function toOrganization(row: OrganizationRow): Organization {
  return {
    id: Number(row.id),
    name: row.name,
    description: row.description,
    email_address: row.email_address,
    phone_number: row.phone_number,
    address: row.address,
    max_employees: row.max_employees,
    subscription_expiry_date: row.subscription_expiry_date,
    time_zone: row.time_zone,
    is_active: row.is_active,
    created_at: row.created_at,
    settings: organizationSettingsOf(row.settings),
  };
}
