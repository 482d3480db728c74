import { allowAdminEditsBody, preferencesBody, type PreferenceSetName } from '@rostra/contracts';
import { organizationRole, parse, respond } from '@rostra/platform';
import { Router, type RequestHandler } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { saveBatch } from './batch.ts';
import { subjectFacts } from '../membership/facts.ts';
import { runPreferences, saveCommand, savedAnswer } from './run.ts';

/**
 * Saving preferences: the employee their own requested set (my-preferences); admins the admin-set
 * baseline of anyone, and the requested set of an employee who allows admin edits.
 */
export function preferencesRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const employee = organizationRole(deps, 'employee');
  const admin = organizationRole(deps, 'admin');

  /** Saves one set of the member the path names ('me': the signed-in user's own record). */
  const save =
    (set: PreferenceSetName, param: 'me' | 'employeeId'): RequestHandler =>
    async (request, response) => {
      const body = parse(preferencesBody, request.body ?? {});
      const organizationId = String(request.params.id);
      const facts = await subjectFacts(deps, request, organizationId, param === 'me' ? 'me' : String(request.params.employeeId));
      const { state, position } = await runPreferences(deps, facts, saveCommand(facts, set, body));
      respond(response, 200, savedAnswer(facts, state, set), position);
    };

  router.post('/organizations/:id/my-preferences', ...employee, save('employee_requested', 'me'));
  router.put('/organizations/:id/my-preferences', ...employee, save('employee_requested', 'me'));
  router.put('/organizations/:id/my-preferences/allow-admin-edits', ...employee, async (request, response) => {
    const { allow_admin_edits } = parse(allowAdminEditsBody, request.body ?? {});
    const facts = await subjectFacts(deps, request, String(request.params.id), 'me');
    const { organizationId, memberId, schedulable, by, now } = facts;
    const { state, position } = await runPreferences(deps, facts, {
      type: 'SetAllowAdminEdits',
      organizationId,
      memberId,
      schedulable,
      by,
      now,
      allow: allow_admin_edits,
    });
    respond(response, 200, { member_id: memberId, allow_admin_edits: state.allowAdminEdits }, position);
  });

  // The admin's edits of an employee's own (requested) set: refused while the employee forbids them.
  router.post('/organizations/:id/employees/:employeeId/preferences', ...admin, save('employee_requested', 'employeeId'));
  router.put(
    '/organizations/:id/admin/employees/:employeeId/employee-requested-preferences',
    ...admin,
    save('employee_requested', 'employeeId'),
  );
  router.post('/organizations/:id/admin/employees/:employeeId/preferences', ...admin, save('admin_set', 'employeeId'));
  router.post('/organizations/:id/admin/employees/preferences/batch', ...admin, async (request, response) => {
    const outcome = await saveBatch(deps, request, String(request.params.id));
    if ('errors' in outcome) response.status(400).json(outcome);
    else respond(response, 200, outcome.result, outcome.position);
  });

  return router;
}
