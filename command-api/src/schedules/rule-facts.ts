import {
  absenceStream,
  displayName,
  effectivePreferences,
  evolveVacation,
  initialVacationState,
  scheduleStream,
  type AbsenceEvent,
  type CollaborationEvent,
  type MemberPreferencesRecord,
  type OrganizationEvent,
  type PreferencesEvent,
  type RuleInput,
  type RuleMember,
  type ScheduleEvent,
  type VacationEvent,
} from '@rostra/contracts';
import { fold, type DomainEvent } from '@rostra/platform';
import { evolveAbsences, initialAbsencesState } from '../absences/absences.ts';
import { collaborationsStream, evolveCollaborations, initialCollaborationsState } from '../collaborations/collaborations.ts';
import { schedulableMemberIds } from '../collaborations/schedulable.ts';
import type { CommandApiDeps } from '../deps.ts';
import { loadMembership } from '../membership/run.ts';
import { evolveOrganization, initialOrganizationState, organizationStream } from '../organizations/organization.ts';
import { evolvePreferences, initialPreferencesState, preferencesStream } from '../preferences/preferences.ts';
import { vacationStream } from '../vacation/vacation.ts';
import { evolveSchedule, initialScheduleState } from './schedule.ts';

// What a hand edit of a member's shifts is decided by, read from the log (never a read model):
// the organization's labour rules, the member's effective preferences, approved vacations and absences,
// the apart rules naming them and their shifts of the previous month's last week.

const HISTORY_DAYS = 7;

async function load<S, E extends DomainEvent>(deps: CommandApiDeps, stream: string, initialState: S, evolve: (state: S, event: E) => S): Promise<S> {
  const recorded = await deps.events.readStream(stream);
  return fold({ initialState, evolve }, recorded.map((event) => ({ type: event.type, data: event.data }) as E));
}

/** The member's shifts in the last days before the month, timed as the previous month's draft has them. */
async function previousShifts(deps: CommandApiDeps, organizationId: string, year: number, month: number, memberId: string): Promise<RuleInput['history']> {
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const state = await load<typeof initialScheduleState, ScheduleEvent>(deps, scheduleStream(organizationId, previous.year, previous.month), initialScheduleState, evolveSchedule);
  if (!state.draft) return [];
  const from = new Date(Date.UTC(year, month - 1, 1 - HISTORY_DAYS)).toISOString().slice(0, 10);
  const types = new Map(state.draft.shiftTypes.map((type) => [type.id, type]));
  return [...state.draft.assignments.values()].flatMap((shift) => {
    const type = types.get(shift.shift_type_id);
    return shift.member_id === memberId && shift.date >= from && type ? [{ member_id: memberId, date: shift.date, start_time: type.start_time, duration_hours: type.duration_hours }] : [];
  });
}

/** A member's rules for the month; null when they cannot be scheduled (not an employee of the organization). */
export async function ruleFactsFor(deps: CommandApiDeps, organizationId: string, year: number, month: number, memberId: string, now: string): Promise<RuleInput | null> {
  const membership = await loadMembership(deps, organizationId);
  if (!schedulableMemberIds(membership, now).includes(memberId)) return null;
  const [organization, preferences, vacations, absences, collaborations, history] = await Promise.all([
    load<typeof initialOrganizationState, OrganizationEvent>(deps, organizationStream(organizationId), initialOrganizationState, evolveOrganization),
    load<typeof initialPreferencesState, PreferencesEvent>(deps, preferencesStream(organizationId, memberId), initialPreferencesState, evolvePreferences),
    load<typeof initialVacationState, VacationEvent>(deps, vacationStream(organizationId, memberId), initialVacationState, evolveVacation),
    load<typeof initialAbsencesState, AbsenceEvent>(deps, absenceStream(organizationId, memberId), initialAbsencesState, evolveAbsences),
    load<typeof initialCollaborationsState, CollaborationEvent>(deps, collaborationsStream(organizationId), initialCollaborationsState, evolveCollaborations),
    previousShifts(deps, organizationId, year, month, memberId),
  ]);
  const rules = effectivePreferences(preferences as unknown as MemberPreferencesRecord);
  // Named as the organization shows its members, as the candidates list names them.
  const nameOf = (id: string) => {
    const member = membership.members[id];
    const invitation = membership.invitations[id];
    if (member) return displayName(member, organization.settings.name_display_format, member.email);
    return invitation ? displayName(invitation, organization.settings.name_display_format, invitation.invitedName || invitation.email) : id;
  };
  const member: RuleMember = {
    id: memberId,
    name: nameOf(memberId),
    available_weekdays: rules.available_weekdays,
    disallowed_shift_types: rules.disallowed_shift_types,
    vacations: [
      ...Object.values(vacations.requests).filter((request) => request.status === 'approved'),
      ...absences.absences.map(({ from, to }) => ({ start_date: from, end_date: to })),
    ],
    max_weekly_hours: rules.max_weekly_hours,
  };
  const apart = Object.values(collaborations.collaborations)
    .filter((rule) => rule.collaboration_type === 'avoid_together' && rule.employee_ids.includes(memberId))
    .map((rule) => rule.employee_ids);
  // Partners only matter for the apart rule: their own rules do not change with this edit.
  const partners = [...new Set(apart.flat())].filter((id) => id !== memberId)
    .map((id): RuleMember => ({ id, name: nameOf(id), available_weekdays: {}, disallowed_shift_types: [], vacations: [], max_weekly_hours: 0 }));
  const { min_rest_hours, max_weekly_hours } = organization.settings;
  return { min_rest_hours, max_weekly_hours, shift_types: [], members: [member, ...partners], apart, history };
}
