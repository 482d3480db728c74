import {
  evolveMembership,
  initialMembershipState,
  membershipStream,
  type MembershipEvent,
  type OrganizationEvent,
} from '@rostra/contracts';
import { fold, type Decider, type DomainEvent, type EventStore } from '@rostra/platform';
import type { MembershipState } from './membership.ts';
import { evolveOrganization, initialOrganizationState, organizationStream } from './organization.ts';

// The state of a stream as of a log position: what an e-mail about an event says, whenever it is
// composed (the outbox may compose it again after a crash, minutes later).

/** The stream folded over its events up to and including `position`. */
export async function foldedAsOf<State, Event extends DomainEvent>(
  events: Pick<EventStore, 'readStream'>,
  stream: string,
  decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>,
  position: bigint,
): Promise<State> {
  const recorded = await events.readStream(stream);
  return fold(
    decider,
    recorded.filter((event) => event.position <= position).map((event) => ({ type: event.type, data: event.data }) as unknown as Event),
  );
}

export const membershipAsOf = (
  events: Pick<EventStore, 'readStream'>,
  organizationId: string,
  position: bigint,
): Promise<MembershipState> =>
  foldedAsOf<MembershipState, MembershipEvent>(
    events,
    membershipStream(organizationId),
    { initialState: initialMembershipState, evolve: evolveMembership },
    position,
  );

/** The organization's name as of `position` (its last one, should it have been deleted since). */
export async function organizationNameAsOf(
  events: Pick<EventStore, 'readStream'>,
  organizationId: string,
  position: bigint,
): Promise<string> {
  const state = await foldedAsOf<typeof initialOrganizationState, OrganizationEvent>(
    events,
    organizationStream(organizationId),
    { initialState: initialOrganizationState, evolve: evolveOrganization },
    position,
  );
  return state.profile?.name ?? 'Rostra';
}
