import type { OrganizationEvent, OrganizationSettings } from '@rostra/contracts';
import { fold } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { evolveOrganization, initialOrganizationState, organizationStream } from './organization.ts';

/** The organization's settings, defaults filled in (trades need approval and an admin picks among open-shift claims unless it said otherwise). */
export async function loadOrganizationSettings(deps: CommandApiDeps, organizationId: string): Promise<OrganizationSettings> {
  const recorded = await deps.events.readStream(organizationStream(organizationId));
  return fold(
    { initialState: initialOrganizationState, evolve: evolveOrganization },
    recorded.map((event) => ({ type: event.type, data: event.data }) as OrganizationEvent),
  ).settings;
}
