import { scheduleStream, type OrganizationEvent, type ScheduleEvent, type ScheduleState, type SkillCoverInput } from '@rostra/contracts';
import { regionHolidays } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import { scheduleDecider } from './decide.ts';
import { evolveShiftTypes, initialShiftTypesState, shiftTypesStream, type ShiftTypesStreamEvent } from '../shift-types/facts.ts';
import { load } from './rule-facts.ts';
import { evolveOrganization, initialOrganizationState, organizationStream } from '../shared/organization.ts';

// What skill cover on a date is counted with, read from the log (never a read model): the shift
// types' skill minimums as they are now, each member's qualifications, the skills' names, and
// whether the date is one of the organization's holidays (whose row then applies).

export async function skillCoverFacts(deps: CommandApiDeps, organizationId: string, date: string): Promise<SkillCoverInput> {
  const [places, organization] = await Promise.all([
    load<typeof initialShiftTypesState, ShiftTypesStreamEvent>(
      deps,
      shiftTypesStream(organizationId),
      initialShiftTypesState,
      evolveShiftTypes,
    ),
    load<typeof initialOrganizationState, OrganizationEvent>(
      deps,
      organizationStream(organizationId),
      initialOrganizationState,
      evolveOrganization,
    ),
  ]);
  const region = organization.settings.holiday_region;
  const holiday =
    organization.holidays.some((own) => own.date === date) ||
    (region !== null && regionHolidays(region, Number(date.slice(0, 4))).some((day) => day.date === date));
  return {
    shift_types: Object.values(places.shiftTypes),
    member_skills: new Map(Object.entries(places.memberSkills)),
    skills: Object.values(places.skills),
    holidays: new Set(holiday ? [date] : []),
  };
}

/** The month's draft assignments on `date` (date, shift type, member), as the log has them now. */
export async function draftAssignmentsOn(deps: CommandApiDeps, organizationId: string, year: number, month: number, date: string) {
  const state = await load<ScheduleState, ScheduleEvent>(
    deps,
    scheduleStream(organizationId, year, month),
    scheduleDecider.initialState,
    scheduleDecider.evolve,
  );
  return [...(state.draft?.assignments.values() ?? [])].filter((shift) => shift.date === date);
}
