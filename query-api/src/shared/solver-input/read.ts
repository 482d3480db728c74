import { organizationSettingsOf } from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver/input';
import type { ReadStore } from '@rostra/platform';
import { effectiveCollaborations } from '../collaborations.ts';
import { holidayDatesIn } from '../holidays.ts';
import { locationsOf, memberLocationsOf } from '../locations.ts';
import { readOrganization } from '../organizations.ts';
import { shiftTypesForMonth } from '../shift-types.ts';
import { memberSkillsOf, skillsOf } from '../skills.ts';
import { employeesForMonth } from './employees.ts';
import { fairnessHistory } from './fairness-history.ts';
import { absencesInMonth } from './absences.ts';
import { previousMonthShifts } from './previous-shifts.ts';

export interface MonthInput {
  input: SolverInput;
  /** Members' display names, kept with the schedule for members removed later. */
  memberNames: Record<string, string>;
}

/**
 * Everything the solver needs for one organization-month, from the read models: the active
 * shift types with their requirements, the schedulable employees with their effective
 * preferences, approved vacations and recorded absences, the collaboration rules that still
 * bind, the labour rules of the organization's settings, the month's holidays, the shifts of the
 * previous month's last week and what each member carried in the fairness window. With locations,
 * each shift type's location and where each member works; an organization without locations gets
 * the input it always got. With skills, the organization's skills and each member's qualifications
 * (requirement rows carry their skill minimums as recorded); without skills, none of it.
 */
export async function solverInputOf(store: ReadStore, organizationId: string, year: number, month: number, now: Date): Promise<MonthInput> {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const [shiftTypes, people, collaborations, organization, previous, absences, locations, worksAt, skills, holds] = await Promise.all([
    shiftTypesForMonth(store, organizationId, year, month),
    employeesForMonth(store, organizationId, year, month, now),
    effectiveCollaborations(store, organizationId, now),
    readOrganization(store, organizationId),
    previousMonthShifts(store, organizationId, year, month),
    absencesInMonth(store, organizationId, first, last),
    locationsOf(store, organizationId),
    memberLocationsOf(store, organizationId),
    skillsOf(store, organizationId),
    memberSkillsOf(store, organizationId),
  ]);
  const skilled = skills.length > 0;
  const located = locations.length > 0;
  // An absence (sick call…) keeps the member off those days as an approved vacation does.
  const employees = people.map((employee) => ({
    ...employee,
    vacations: [...employee.vacations, ...(absences.get(employee.id) ?? [])],
    ...(located ? { location_ids: worksAt.get(employee.id) ?? [] } : {}),
    ...(skilled ? { skills: holds.get(employee.id) ?? [] } : {}),
  }));
  const { min_rest_hours, max_weekly_hours, fairness_window_months } = organizationSettingsOf(organization?.settings);
  const fairness = await fairnessHistory(store, organization, organizationId, { year, month }, fairness_window_months);
  const input: SolverInput = {
    organization_id: organizationId,
    year,
    month,
    min_rest_hours,
    max_weekly_hours,
    holidays: [...holidayDatesIn(organization, [{ year, month }])],
    shift_types: shiftTypes.map(({ id, name, start_time, duration_hours, is_active, requirements, position_labels, location_id }) => ({
      id,
      name,
      start_time,
      duration_hours,
      is_active,
      requirements,
      position_labels,
      ...(located ? { location_id: location_id ?? null } : {}),
    })),
    employees,
    ...(located ? { locations: locations.map(({ id, name }) => ({ id, name })) } : {}),
    ...(skilled ? { skills: skills.map(({ id, name }) => ({ id, name })) } : {}),
    collaborations: collaborations.map(({ collaboration_type, employee_ids }) => ({ collaboration_type, employee_ids })),
    history: { assignments: previous, ...fairness },
  };
  return { input, memberNames: Object.fromEntries(employees.map((employee) => [employee.id, employee.name])) };
}
