import {
  assignmentViolations,
  atCurrentLocations,
  EDIT_TEXT,
  holdsOn,
  monthQuery,
  type ShiftCandidate,
  type ShiftCandidates,
} from '@rostra/contracts';
import { ruleInputOf } from '@rostra/contracts/rules/from-solver-input';
import { notFound, organizationRole, parse } from '@rostra/platform';
import type { Request, Response, Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { solverInputOf } from '../shared/solver-input/read.ts';
import { calendarOf } from '../shared/calendar.ts';

/**
 * GET /organizations/{id}/schedules/{year}/{month}/shift-days/{date}/{shiftTypeId}/candidates
 * (admins): everyone who could be put on a shift of the draft, with the hard rules it would break
 * for them (the same check that decides the edit, contracts/src/rules), whether it overrules their
 * "cannot work", their target and the qualifications they hold on that date. Sorted: no broken rule first, then no one overruled, then the
 * furthest below target.
 */
export function candidatesRoute(router: Router, deps: QueryApiDeps): void {
  const path = '/organizations/:id/schedules/:year/:month/shift-days/:date/:shiftTypeId/candidates';
  router.get(path, ...organizationRole(deps, 'admin'), async (request: Request, response: Response) => {
    const { year, month } = parse(monthQuery, request.params);
    const organizationId = String(request.params.id);
    const date = String(request.params.date);
    const shiftTypeId = String(request.params.shiftTypeId);
    const [draft, { input }] = await Promise.all([
      calendarOf(deps.readStore, organizationId, year, month),
      solverInputOf(deps.readStore, organizationId, year, month, deps.clock.now()),
    ]);
    const inMonth = new RegExp(`^${year}-${String(month).padStart(2, '0')}-\\d{2}$`).test(date);
    if (!draft || !inMonth || !draft.shift_types.some((type) => type.id === shiftTypeId)) throw notFound(EDIT_TEXT.unknownShift);
    // Timed as the draft's generation knew the shift types, at their locations now, like the edit.
    const current = ruleInputOf(input);
    const rules = { ...current, shift_types: atCurrentLocations(draft.shift_types, current.shift_types) };
    const shifts = draft.assignments.map(({ date: day, shift_type_id, member_id }) => ({ date: day, shift_type_id, member_id }));
    const names = new Map(draft.shift_types.map((type) => [type.id, type.name]));
    const candidates = input.employees.map((employee): ShiftCandidate => {
      const memberId = String(employee.id);
      const mine = shifts.filter((shift) => shift.member_id === memberId);
      const counts = employee.admin_set?.shift_preferences ?? employee.employee_requested?.shift_preferences ?? {};
      const sameDay = mine.find((shift) => shift.date === date);
      const onShift = sameDay?.shift_type_id === shiftTypeId;
      return {
        member_id: memberId,
        name: employee.name ?? memberId,
        on_shift: onShift,
        that_day: sameDay && !onShift ? (names.get(sameDay.shift_type_id) ?? sameDay.shift_type_id) : null,
        assigned: mine.filter((shift) => shift.shift_type_id === shiftTypeId).length,
        target: counts[shiftTypeId] ?? 0,
        violations: onShift ? [] : assignmentViolations(rules, shifts, { date, shift_type_id: shiftTypeId, member_id: memberId }),
        cannot_work: (employee.cannot_shift_types ?? []).map(String).includes(shiftTypeId),
        skills: (employee.skills ?? [])
          .map(({ skill_id, valid_until }) => ({ skill_id: String(skill_id), valid_until: valid_until ?? null }))
          .filter((skill) => holdsOn(skill, date)),
      };
    });
    const answer: ShiftCandidates = {
      date,
      shift_type_id: shiftTypeId,
      candidates: candidates.sort(
        (a, b) =>
          a.violations.length - b.violations.length ||
          Number(a.cannot_work) - Number(b.cannot_work) ||
          a.assigned - a.target - (b.assigned - b.target) ||
          a.name.localeCompare(b.name),
      ),
    };
    response.json(answer);
  });
}
