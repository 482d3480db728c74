import type { Organization } from '@rostra/contracts';
import type { OrganizationState } from '../shared/organization.ts';

/** The organization of docs/product/entities.md as the command side knows it (answers of writes). */
export function organizationView(state: OrganizationState): Organization {
  return {
    id: Number(state.organizationId),
    ...state.profile!,
    is_active: state.is_active,
    created_at: state.createdAt!,
    settings: state.settings,
  };
}
