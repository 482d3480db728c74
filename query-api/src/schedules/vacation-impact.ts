import { assignmentViolations, monthKeysBetween, VACATION_TEXT, type ImpactedShift, type VacationImpact } from '@rostra/contracts';
import { ruleInputOf } from '@rostra/contracts/rules/from-solver-input';
import { notFound, organizationRole, type ReadStore } from '@rostra/platform';
import type { Request, Response, Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { solverInputOf } from '../shared/solver-input/read.ts';
import { vacationRecords } from '../shared/vacation-requests.ts';
import { calendarOf } from '../shared/calendar.ts';

/** The shifts of one month of the draft that the member's absence on those days would leave short. */
async function shortIn(
  store: ReadStore,
  organizationId: string,
  key: string,
  request: { member_id: string; start_date: string; end_date: string },
  now: Date,
): Promise<{ affected: number; short: ImpactedShift[] }> {
  const [year, month] = key.split('-').map(Number) as [number, number];
  const draft = await calendarOf(store, organizationId, year, month);
  if (!draft) return { affected: 0, short: [] };
  const during = (date: string) => request.start_date <= date && date <= request.end_date;
  const theirs = draft.assignments.filter((a) => a.member_id === request.member_id && a.absent === null && during(a.date));
  if (theirs.length === 0) return { affected: 0, short: [] };
  const { input } = await solverInputOf(store, organizationId, year, month, now);
  const rules = { ...ruleInputOf(input), shift_types: draft.shift_types };
  const others = rules.members.filter((member) => member.id !== request.member_id);
  // The month as it would be: the member off those days.
  const remaining = draft.assignments.filter((a) => !(a.member_id === request.member_id && during(a.date)));
  const types = new Map(draft.shift_types.map((type) => [type.id, type.name]));
  const short = theirs.flatMap((shift): ImpactedShift[] => {
    const coverage = draft.coverage.find((entry) => entry.date === shift.date && entry.shift_type_id === shift.shift_type_id);
    const required = coverage?.required_count ?? 0;
    const left = remaining.filter((a) => a.absent === null && a.date === shift.date && a.shift_type_id === shift.shift_type_id).length;
    if (left >= required) return [];
    const fillable = others.some(
      (member) =>
        !remaining.some((a) => a.member_id === member.id && a.date === shift.date) &&
        assignmentViolations(rules, remaining, { date: shift.date, shift_type_id: shift.shift_type_id, member_id: member.id }).length === 0,
    );
    return [
      {
        date: shift.date,
        shift_type_id: shift.shift_type_id,
        shift_type_name: types.get(shift.shift_type_id) ?? shift.shift_type_id,
        required_count: required,
        remaining_count: left,
        fillable,
      },
    ];
  });
  return { affected: theirs.length, short };
}

/**
 * GET /organizations/{id}/vacation-requests/{requestId}/impact (admins): the shift-days of the
 * current draft the request would leave short, and whether a repair could fill each (someone else
 * who breaks no hard rule by taking it: the same check that decides edits and repairs).
 */
export function vacationImpactRoute(router: Router, deps: QueryApiDeps): void {
  router.get(
    '/organizations/:id/vacation-requests/:requestId/impact',
    ...organizationRole(deps, 'admin'),
    async (request: Request, response: Response) => {
      const organizationId = String(request.params.id);
      const requestId = String(request.params.requestId);
      const memberId = requestId.slice(0, requestId.lastIndexOf('.'));
      const found = (await vacationRecords(deps.readStore, organizationId, {}, memberId || undefined)).find((row) => row.id === requestId);
      if (!found) throw notFound(VACATION_TEXT.notFound);
      const now = deps.clock.now();
      const months = await Promise.all(
        monthKeysBetween(found.start_date, found.end_date).map((key) => shortIn(deps.readStore, organizationId, key, found, now)),
      );
      const impact: VacationImpact = {
        request_id: requestId,
        member_id: found.member_id,
        shifts_affected: months.reduce((sum, month) => sum + month.affected, 0),
        short_shifts: months.flatMap((month) => month.short),
      };
      response.json(impact);
    },
  );
}
