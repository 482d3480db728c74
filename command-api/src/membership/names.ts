import { displayName, type OrganizationEvent } from '@rostra/contracts';
import { fold } from '@rostra/platform';
import { loadUser } from '../accounts/facts.ts';
import type { CommandApiDeps } from '../deps.ts';
import type { MembershipState } from '../shared/membership.ts';
import { evolveOrganization, initialOrganizationState, organizationStream } from '../shared/organization.ts';

/**
 * The names of members as the member list shows them (query-api/src/members/view.ts): name parts
 * in the organization's display format, else the profile name (users) or invited name, else the
 * e-mail. Read from the log, for the answer to a command.
 */
export async function memberNames(
  deps: Pick<CommandApiDeps, 'events'>,
  membership: MembershipState,
  organizationId: string,
  ids: readonly string[],
): Promise<string[]> {
  const recorded = await deps.events.readStream(organizationStream(organizationId));
  const organization = fold(
    { initialState: initialOrganizationState, evolve: evolveOrganization },
    recorded.map((event) => event as unknown as OrganizationEvent),
  );
  const format = organization.settings.name_display_format;
  return Promise.all(
    ids.map(async (id) => {
      const member = membership.members[id];
      const invitation = membership.invitations[id];
      const person = member ?? invitation;
      if (!person) return id;
      const fallback = member ? (await loadUser(deps, member.userId)).name : invitation!.invitedName;
      return displayName(person, format, fallback || person.email);
    }),
  );
}
