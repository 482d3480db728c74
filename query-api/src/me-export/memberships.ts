import { MEMBERS_TABLE, ORGANIZATIONS_TABLE, type Doc, type EventStore, type ReadStore } from '@rostra/platform';
import { findIn } from '../read-model.ts';
import type { MemberRow } from '../shared/members.ts';
import { leftAt, membershipSpans, type MembershipSpan } from './role-history.ts';

interface Stores {
  events: EventStore;
  readStore: ReadStore;
}

/** A membership of the person, current or ended, with the roles it holds now. */
export interface PersonMembership extends MembershipSpan {
  isAdmin: boolean;
  isEmployee: boolean;
  leftAt: string | null;
}

/**
 * Every organization the person is or was a member of, oldest joining first. The members read model
 * knows only current members, so each organization's membership stream is read for those the person
 * left: one stream read per organization, which is why GET /me/export is rate-limited per person.
 * An organization deleted since is not listed (its read models are gone).
 */
export async function membershipsOf({ events, readStore }: Stores, userId: string): Promise<PersonMembership[]> {
  const [current, organizations] = await Promise.all([
    findIn<MemberRow>(readStore, MEMBERS_TABLE, { where: { user_id: userId } }),
    findIn<Doc>(readStore, ORGANIZATIONS_TABLE),
  ]);
  const organizationIds = new Set([...organizations.map((row) => row.id), ...current.map((row) => row.organization_id)]);
  const spans = (await Promise.all([...organizationIds].map((id) => membershipSpans(events, id, userId)))).flat();
  const rows = new Map(current.map((row) => [row.id, row]));
  return spans
    .map((span) => {
      const row = rows.get(span.memberId);
      const left = row ? null : leftAt(span);
      const latest = span.history.at(-1)!;
      return {
        ...span,
        leftAt: left,
        isAdmin: row ? row.is_admin : !left && latest.is_admin,
        isEmployee: row ? row.is_employee : !left && latest.is_employee,
      };
    })
    .sort((a, b) => a.history[0]!.at.localeCompare(b.history[0]!.at));
}
