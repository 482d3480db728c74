import { preferencesSummary, type ExportedMembership } from '@rostra/contracts';
import type { EventStore, ReadStore } from '@rostra/platform';
import { readOrganization } from '../shared/organizations.ts';
import { peopleOf } from '../shared/people.ts';
import { historyOf, preferencesOf } from '../shared/preferences.ts';
import { vacationList, vacationRecords } from '../shared/vacation-requests.ts';
import { absencesOf } from './absences.ts';
import type { PersonMembership } from './memberships.ts';
import { publishedMonthsOf, shiftsOf } from './shifts.ts';
import { tradesOf } from './trades.ts';

interface Stores {
  events: EventStore;
  readStore: ReadStore;
}

/** Everything one organization holds about the person as its member, now or before they left. */
export async function exportedMembership(
  { events, readStore }: Stores,
  membership: PersonMembership,
  now: Date,
): Promise<ExportedMembership> {
  const { organizationId, memberId } = membership;
  const [organization, people, preferences, months, absences] = await Promise.all([
    readOrganization(readStore, organizationId),
    peopleOf(readStore, organizationId, now),
    preferencesOf(readStore, organizationId, memberId),
    publishedMonthsOf(readStore, organizationId),
    absencesOf(events, organizationId, memberId),
  ]);
  const [history, vacation, shifts, trades] = await Promise.all([
    historyOf(readStore, organizationId, memberId, people),
    vacationRecords(readStore, organizationId, {}, memberId),
    shiftsOf(readStore, organizationId, memberId, months),
    tradesOf(events, months, memberId),
  ]);
  const summary = preferencesSummary(preferences, memberId);
  return {
    organization_id: organizationId,
    organization_name: organization?.name ?? null,
    member_id: memberId,
    is_admin: membership.isAdmin,
    is_employee: membership.isEmployee,
    left_at: membership.leftAt,
    role_history: membership.history,
    preferences: preferences && { ...summary, allow_admin_edits: preferences.allow_admin_edits },
    preference_history: history,
    vacation_requests: vacationList(vacation, people).requests,
    absences,
    shifts,
    trades,
  };
}
