import {
  employeePreferencesQuery,
  preferenceRecord,
  preferencesSummary,
  type EmployeePreferences,
  type EmployeePreferencesList,
  type PreferenceHistory,
} from '@rostra/contracts';
import { membership, organizationRole, parse } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { shiftTypesOf } from '../shared/shift-types.ts';
import { peopleOf } from '../shared/people.ts';
import { historyOf, preferencesByMember, preferencesOf } from '../shared/preferences.ts';
import { preferenceTotals } from './totals.ts';

/** An employee reads their own preferences (my-…); admins anyone's, and everyone's at once. */
export function preferencesQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const employee = organizationRole(deps, 'employee');
  const admin = organizationRole(deps, 'admin');
  const store = deps.readStore;

  /** The member the path is about: the signed-in user's own record, or the employee it names. */
  const subject = async (request: Request, own: boolean) => {
    const organizationId = String(request.params.id);
    const people = await peopleOf(store, organizationId, deps.clock.now());
    const memberId = own ? membership(request).id : people.get(String(request.params.employeeId)).memberId;
    return { organizationId, memberId, people };
  };

  for (const [prefix, own, guard] of [
    ['my-preferences', true, employee],
    ['employees/:employeeId/preferences', false, admin],
  ] as const) {
    router.get(`/organizations/:id/${prefix}`, ...guard, async (request, response) => {
      const { organizationId, memberId } = await subject(request, own);
      response.json(preferenceRecord(await preferencesOf(store, organizationId, memberId), memberId, 'employee_requested'));
    });
    router.get(`/organizations/:id/${prefix}/history`, ...guard, async (request, response) => {
      const { organizationId, memberId, people } = await subject(request, own);
      const answer: PreferenceHistory = { history: await historyOf(store, organizationId, memberId, people) };
      response.json(answer);
    });
    router.get(`/organizations/:id/${prefix}-summary`, ...guard, async (request, response) => {
      const { organizationId, memberId } = await subject(request, own);
      response.json(preferencesSummary(await preferencesOf(store, organizationId, memberId), memberId));
    });
  }

  router.get('/organizations/:id/employees/preferences', ...admin, async (request, response) => {
    const { include_totals } = parse(employeePreferencesQuery, request.query);
    const organizationId = String(request.params.id);
    const [people, rows] = await Promise.all([
      peopleOf(store, organizationId, deps.clock.now()),
      preferencesByMember(store, organizationId),
    ]);
    const employees = people.employees.map(({ memberId, name }): EmployeePreferences => {
      const row = rows.get(memberId) ?? null;
      const allow = row?.allow_admin_edits ?? true;
      return {
        member_id: memberId,
        employee_name: name,
        ...preferencesSummary(row, memberId),
        allow_admin_edits: allow,
        edit_protected: !allow,
      };
    });
    const answer: EmployeePreferencesList = { employees };
    if (include_totals) answer.totals = preferenceTotals(employees, await shiftTypesOf(store, organizationId, { activeOnly: true }));
    response.json(answer);
  });

  return router;
}
