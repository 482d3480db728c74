import { TEXT, type OrganizationEvent } from '@rostra/contracts';
import { fold, notFound } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { evolveOrganization, initialOrganizationState, organizationStream } from './organization.ts';

export interface OrganizationFacts {
  name: string;
  /** null: no limit. */
  maxEmployees: number | null;
  timeZone: string;
}

/**
 * What other slices' decisions need to know of an organization, read from its own stream (never
 * from a read model: max_employees is an invariant). A deleted organization is not found.
 */
export async function organizationFacts(deps: CommandApiDeps, organizationId: string): Promise<OrganizationFacts> {
  const recorded = await deps.events.readStream(organizationStream(organizationId));
  const state = fold(
    { initialState: initialOrganizationState, evolve: evolveOrganization },
    recorded.map((event) => event as unknown as OrganizationEvent),
  );
  if (state.status !== 'active' || !state.profile) throw notFound(TEXT.organizationNotFound);
  return { name: state.profile.name, maxEmployees: state.profile.max_employees, timeZone: state.profile.time_zone };
}
