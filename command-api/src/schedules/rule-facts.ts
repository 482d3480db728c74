import {
  absenceStream,
  daysOf,
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
  type RuleFactsSource,
  type ScheduleEvent,
  type VacationEvent,
  apartPartner,
  evolveSchedule,
  initialScheduleState,
  ruleShiftTypeOf,
  vacationsInMonth,
} from '@rostra/contracts';
import { fold, type DomainEvent } from '@rostra/platform';
import { evolveAbsences, initialAbsencesState } from '../absences/facts.ts';
import { collaborationsStream, evolveCollaborations, initialCollaborationsState } from '../collaborations/facts.ts';
import type { CommandApiDeps } from '../deps.ts';
import { loadMembership, memberNames, schedulableMemberIds } from '../membership/facts.ts';
import { evolveOrganization, initialOrganizationState, organizationStream } from '../shared/organization.ts';
import { evolvePreferences, initialPreferencesState, preferencesStream } from '../preferences/facts.ts';
import { evolveShiftTypes, initialShiftTypesState, shiftTypesStream, type ShiftTypesStreamEvent } from '../shift-types/facts.ts';
import { vacationStream } from '../vacation/facts.ts';

// What a hand edit of the month is decided by, read from the log (never a read model): the facts
// a rule check needs (contracts/src/rules/facts.ts), from the command side's source.

const HISTORY_DAYS = 7;

/** What reading the facts from the log needs. */
type LogDeps = Pick<CommandApiDeps, 'events'>;

/** A stream of the log folded to its state. */
export async function load<S, E extends DomainEvent>(
  deps: LogDeps,
  stream: string,
  initialState: S,
  evolve: (state: S, event: E) => S,
): Promise<S> {
  const recorded = await deps.events.readStream(stream);
  return fold(
    { initialState, evolve },
    recorded.map((event) => ({ type: event.type, data: event.data }) as E),
  );
}

/** The members' shifts in the last days before the month, timed as the previous month's draft has them. */
async function previousShifts(
  deps: LogDeps,
  organizationId: string,
  year: number,
  month: number,
  memberIds: ReadonlySet<string>,
): Promise<RuleInput['history']> {
  const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const state = await load<typeof initialScheduleState, ScheduleEvent>(
    deps,
    scheduleStream(organizationId, previous.year, previous.month),
    initialScheduleState,
    evolveSchedule,
  );
  if (!state.draft) return [];
  const from = new Date(Date.UTC(year, month - 1, 1 - HISTORY_DAYS)).toISOString().slice(0, 10);
  const types = new Map(state.draft.shiftTypes.map((type) => [type.id, type]));
  return [...state.draft.assignments.values()].flatMap((shift) => {
    const type = types.get(shift.shift_type_id);
    return memberIds.has(shift.member_id) && shift.date >= from && type
      ? [{ member_id: shift.member_id, date: shift.date, start_time: type.start_time, duration_hours: type.duration_hours }]
      : [];
  });
}

/** One member's own rules for scheduling. */
async function memberRules(
  deps: LogDeps,
  { organizationId, year, month }: { organizationId: string; year: number; month: number },
  memberId: string,
  name: string,
): Promise<RuleMember> {
  const [preferences, vacations, absences] = await Promise.all([
    load<typeof initialPreferencesState, PreferencesEvent>(
      deps,
      preferencesStream(organizationId, memberId),
      initialPreferencesState,
      evolvePreferences,
    ),
    load<typeof initialVacationState, VacationEvent>(deps, vacationStream(organizationId, memberId), initialVacationState, evolveVacation),
    load<typeof initialAbsencesState, AbsenceEvent>(deps, absenceStream(organizationId, memberId), initialAbsencesState, evolveAbsences),
  ]);
  const rules = effectivePreferences(preferences as unknown as MemberPreferencesRecord);
  return {
    id: memberId,
    name,
    available_weekdays: rules.available_weekdays,
    disallowed_shift_types: rules.disallowed_shift_types,
    vacations: vacationsInMonth(
      [
        ...Object.values(vacations.requests)
          .filter((request) => request.status === 'approved')
          .map(daysOf),
        ...absences.absences.map(({ from, to }) => ({ start_date: from, end_date: to })),
      ],
      year,
      month,
    ),
    max_weekly_hours: rules.max_weekly_hours,
  };
}

/**
 * The rules of the month for one member, with their apart partners (whose own rules do not change
 * with an edit of the member). Null when the member cannot be scheduled (not an employee of the
 * organization). Shift types are the log's, for their locations: the edit times them as the draft has them.
 */
export async function ruleFactsFor(
  deps: LogDeps,
  organizationId: string,
  year: number,
  month: number,
  who: { memberId: string },
  now: string,
): Promise<RuleInput | null> {
  const membership = await loadMembership(deps, organizationId);
  const schedulable = schedulableMemberIds(membership, now);
  if (!schedulable.includes(who.memberId)) return null;
  const [organization, collaborations, places] = await Promise.all([
    load<typeof initialOrganizationState, OrganizationEvent>(
      deps,
      organizationStream(organizationId),
      initialOrganizationState,
      evolveOrganization,
    ),
    load<typeof initialCollaborationsState, CollaborationEvent>(
      deps,
      collaborationsStream(organizationId),
      initialCollaborationsState,
      evolveCollaborations,
    ),
    load<typeof initialShiftTypesState, ShiftTypesStreamEvent>(
      deps,
      shiftTypesStream(organizationId),
      initialShiftTypesState,
      evolveShiftTypes,
    ),
  ]);
  const apart = Object.values(collaborations.collaborations)
    .filter((rule) => rule.collaborationType === 'avoid_together' && rule.employeeIds.includes(who.memberId))
    .map((rule) => rule.employeeIds);
  const partnerIds = [...new Set(apart.flat())].filter((id) => id !== who.memberId);
  // Named as the member list and the candidates name them.
  const [name, ...partnerNames] = await memberNames(deps, membership, organizationId, [who.memberId, ...partnerIds]);
  const partners = partnerIds.map((id, index) => apartPartner(id, partnerNames[index]!));
  const [member, history] = await Promise.all([
    memberRules(deps, { organizationId, year, month }, who.memberId, name!),
    previousShifts(deps, organizationId, year, month, new Set([who.memberId])),
  ]);
  const located = [{ ...member, location_ids: places.memberLocations[member.id] ?? [] }];
  const { min_rest_hours, max_weekly_hours } = organization.settings;
  return {
    min_rest_hours,
    max_weekly_hours,
    shift_types: Object.values(places.shiftTypes).map(ruleShiftTypeOf),
    locations: Object.values(places.locations).map(({ id, name }) => ({ id, name })),
    members: [...located, ...partners],
    apart,
    history,
  };
}

/** The facts of a rule check as the log gives them. */
export const logRuleFacts = (deps: LogDeps): RuleFactsSource => ({
  memberFacts: (organizationId, year, month, memberId, now) => ruleFactsFor(deps, organizationId, year, month, { memberId }, now),
});
