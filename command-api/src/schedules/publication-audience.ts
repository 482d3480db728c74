import {
  changesBetween,
  displayName,
  isExpired,
  NOT_NOTIFIED_TEXT,
  type MonthVersion,
  type NameParts,
  type NotNotifiedReason,
  type PublishResult,
} from '@rostra/contracts';
import type { InvitationState, MembershipState } from '../shared/membership.ts';

/** Someone a publication is mailed to: a member, or someone invited who has not joined yet. */
export interface Recipient {
  memberId: string;
  email: string;
  /** How the mail greets them and the admin reads them. */
  name: string;
  /** Invitees only: the token of their accept link. */
  invitationToken: string | null;
}

export interface Audience {
  mailed: Recipient[];
  unmailed: PublishResult['not_notified'];
}

/** Why someone with shifts who is not a member gets no mail; null: their invitation still reaches them. */
function whyUnreachable(invitation: InvitationState | undefined, now: string): NotNotifiedReason | null {
  // Accepted, yet no member: they joined and were removed since.
  if (!invitation || invitation.status === 'accepted') return 'not_a_member';
  if (invitation.status === 'cancelled') return 'invitation_cancelled';
  return isExpired(invitation.expiresAt, now) ? 'invitation_expired' : null;
}

const fullName = (parts: NameParts, fallback: string) => displayName(parts, 'first_last', fallback);

/**
 * Who is told of a publication: everyone whose shifts it changed (everyone with shifts at the
 * first one). Invitees who have not joined are told too, at the address they were invited at,
 * with their accept link; people no address reaches any more are listed with the reason. Pure:
 * the publish answer and the outbox's mails read the same list.
 */
export function publicationAudience(before: MonthVersion | null, after: MonthVersion, membership: MembershipState, now: string): Audience {
  const audience: Audience = { mailed: [], unmailed: [] };
  for (const memberId of changesBetween(before, after).keys()) {
    const member = membership.members[memberId];
    const invitation = membership.invitations[memberId];
    if (member) {
      audience.mailed.push({ memberId, email: member.email, name: fullName(member, member.email), invitationToken: null });
      continue;
    }
    const name = invitation ? fullName(invitation, invitation.invitedName ?? invitation.email) : memberId;
    const reason = whyUnreachable(invitation, now);
    if (reason) audience.unmailed.push({ member_id: memberId, name, reason, detail: NOT_NOTIFIED_TEXT[reason] });
    else audience.mailed.push({ memberId, email: invitation!.email, name, invitationToken: invitation!.token });
  }
  return audience;
}

/** The publish answer's account of who is told. */
export function audienceAnswer({ mailed, unmailed }: Audience): Pick<PublishResult, 'notified' | 'invited' | 'not_notified'> {
  return {
    notified: mailed.length,
    invited: mailed.filter((recipient) => recipient.invitationToken).map(({ memberId, name }) => ({ member_id: memberId, name })),
    not_notified: unmailed,
  };
}
