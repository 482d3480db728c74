import {
  evolveMembership,
  evolveVacation,
  initialMembershipState,
  initialVacationState,
  isExpired,
  memberOfRequest,
  MEMBERSHIP_EVENT_VERSIONS,
  membershipStream,
  requestStateFields,
  VACATION_EVENT_VERSIONS,
  vacationStream,
  type MembershipEvent,
  type RolesAsOf,
  type VacationEvent,
  type VacationRequestAsOf,
} from '@rostra/contracts';
import type { EventStore, RecordedEvent } from '@rostra/platform';

// Point-in-time answers, folded from the log with the deciders' own evolve functions: the state
// a stream had after its last event at or before `asOf`. A stream is read in its own order and
// cut at the first later event, so the answer is a state the stream really was in.

function upTo(events: RecordedEvent[], asOf: string, types: object): RecordedEvent[] {
  const cut = events.findIndex((event) => event.metadata.occurredAt > asOf);
  return (cut === -1 ? events : events.slice(0, cut)).filter((event) => event.type in types);
}

const mentions = (event: RecordedEvent, id: string) => {
  const data = event.data as { memberId?: string; invitationId?: string; requestId?: string };
  return data.memberId === id || data.invitationId === id || data.requestId === id;
};

/** The member's roles at `asOf`, or null for an id the organization's log never mentions. */
export async function rolesAsOf(events: EventStore, organizationId: string, memberId: string, asOf: string): Promise<RolesAsOf | null> {
  const stream = await events.readStream(membershipStream(organizationId));
  if (!stream.some((event) => mentions(event, memberId))) return null;
  const state = upTo(stream, asOf, MEMBERSHIP_EVENT_VERSIONS).reduce(
    (s, event) => evolveMembership(s, event as RecordedEvent & MembershipEvent),
    initialMembershipState,
  );
  const member = state.members[memberId];
  const invitation = state.invitations[memberId];
  const invited = invitation?.status === 'pending' && !isExpired(invitation.expiresAt, asOf);
  const holder = member ?? (invited ? invitation : null);
  return {
    member_id: memberId,
    as_of: asOf,
    status: member ? 'member' : invited ? 'invited' : 'none',
    is_admin: holder?.is_admin ?? false,
    is_employee: holder?.is_employee ?? false,
    email: member?.email ?? invitation?.email ?? null,
  };
}

/** The request at `asOf` (state null before it was made), or null for a request the log does not hold. */
export async function vacationRequestAsOf(
  events: EventStore,
  organizationId: string,
  requestId: string,
  asOf: string,
): Promise<VacationRequestAsOf | null> {
  const memberId = memberOfRequest(requestId);
  if (!memberId) return null;
  const stream = await events.readStream(vacationStream(organizationId, memberId));
  if (!stream.some((event) => mentions(event, requestId))) return null;
  const state = upTo(stream, asOf, VACATION_EVENT_VERSIONS).reduce(
    (s, event) => evolveVacation(s, event as RecordedEvent & VacationEvent),
    initialVacationState,
  );
  const request = state.requests[requestId];
  return {
    request_id: requestId,
    member_id: memberId,
    as_of: asOf,
    state: request ? { ...requestStateFields(request), reviewed_by_email: request.reviewer?.email ?? null } : null,
  };
}
