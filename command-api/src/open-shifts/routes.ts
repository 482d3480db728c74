import {
  monthOfOpenShift,
  monthQuery,
  OPEN_SHIFT_TEXT,
  openShiftAssignBody,
  openShiftPostBody,
  openShiftPostInput,
  type OpenShiftRefusal,
} from '@rostra/contracts';
import { conflict, identity, notFound, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request, type Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { factsFor } from '../membership/facts.ts';
import { ruleFactsFor } from '../schedules/facts.ts';
import { RulesBroken, type MonthRef } from '../shared/month-command.ts';
import { loadOrganizationSettings } from '../shared/organization-settings.ts';
import { openShiftAnswer } from './answer.ts';
import type { OpenShiftCommand } from './decide.ts';
import { runOpenShift } from './run.ts';

/**
 * Open shifts of the published month (docs/api/open-shifts.md): admins post places (a sick call
 * posts the absent person's, see the absences route), members claim them (checked against every
 * hard rule), and the first claim fills a place or an admin picks, as the organization chose.
 */
export function openShiftRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const employee = organizationRole(deps, 'employee');
  const admin = organizationRole(deps, 'admin');

  /** The month of the path's open shift; 404 for an id that names none. */
  const monthOf = (request: Request) => {
    const month = monthOfOpenShift(String(request.params.openShiftId));
    if (!month) throw notFound(OPEN_SHIFT_TEXT.notFound);
    return { organizationId: String(request.params.id), ...month };
  };

  /** Answers the open shift, or the 409 of the rules its claim or assignment breaks, or of its expiry (recorded first). */
  const answer = async (response: Response, openShiftId: string, step: () => ReturnType<typeof runOpenShift>) => {
    try {
      const { state, position } = await step();
      const shift = state.openShifts[openShiftId];
      if (shift?.status === 'expired') throw conflict(OPEN_SHIFT_TEXT.expired(shift.expiryReason!));
      respond(response, 200, openShiftAnswer(state, openShiftId), position);
    } catch (error) {
      if (!(error instanceof RulesBroken)) throw error;
      const refusal: OpenShiftRefusal = { detail: error.detail, violations: error.violations };
      response.status(409).json(refusal);
    }
  };

  /** The rules the member is scheduled by; 404 when they cannot be scheduled. */
  const rulesFor = async (ref: MonthRef, memberId: string, now: string) => {
    const rules = await ruleFactsFor(deps, ref.organizationId, ref.year, ref.month, { memberId }, now);
    if (!rules) throw notFound(OPEN_SHIFT_TEXT.unknownMember);
    return rules;
  };

  router.post('/organizations/:id/schedules/:year/:month/open-shifts', ...admin, async (request, response) => {
    const { year, month } = parse(monthQuery, request.params);
    const posted = openShiftPostInput(parse(openShiftPostBody, request.body ?? {}));
    const organizationId = String(request.params.id);
    const facts = (await factsFor(deps, request, organizationId))(identity(request).userId);
    const ref = { organizationId, year, month };
    const command: OpenShiftCommand = {
      type: 'PostOpenShift',
      ...ref,
      ...posted,
      userId: identity(request).userId,
      today: facts.today,
      now: facts.now,
    };
    const { state, events, position } = await runOpenShift(deps, request, ref, command);
    const { openShiftId } = events[0]!.data as { openShiftId: string };
    respond(response, 201, openShiftAnswer(state, openShiftId), position);
  });

  router.post('/organizations/:id/open-shifts/:openShiftId/claim', ...employee, async (request, response) => {
    const ref = monthOf(request);
    const openShiftId = String(request.params.openShiftId);
    const facts = (await factsFor(deps, request, ref.organizationId))('me');
    const [rules, settings] = await Promise.all([
      rulesFor(ref, facts.memberId, facts.now),
      loadOrganizationSettings(deps, ref.organizationId),
    ]);
    const command: OpenShiftCommand = {
      type: 'ClaimOpenShift',
      ...ref,
      openShiftId,
      memberId: facts.memberId,
      rules,
      firstClaim: settings.open_shift_assignment === 'first_claim',
      today: facts.today,
      now: facts.now,
    };
    await answer(response, openShiftId, () => runOpenShift(deps, request, ref, command, facts.memberId));
  });

  router.put('/organizations/:id/open-shifts/:openShiftId/assign', ...admin, async (request, response) => {
    const { member_id } = parse(openShiftAssignBody, request.body ?? {});
    const ref = monthOf(request);
    const openShiftId = String(request.params.openShiftId);
    const facts = (await factsFor(deps, request, ref.organizationId))(member_id);
    const rules = await rulesFor(ref, member_id, facts.now);
    const command: OpenShiftCommand = {
      type: 'AssignOpenShift',
      ...ref,
      openShiftId,
      memberId: member_id,
      rules,
      today: facts.today,
      now: facts.now,
    };
    await answer(response, openShiftId, () => runOpenShift(deps, request, ref, command, member_id));
  });

  router.post('/organizations/:id/open-shifts/:openShiftId/cancel', ...admin, async (request, response) => {
    const ref = monthOf(request);
    const openShiftId = String(request.params.openShiftId);
    const command: OpenShiftCommand = { type: 'CancelOpenShift', ...ref, openShiftId, now: deps.clock.now().toISOString() };
    await answer(response, openShiftId, () => runOpenShift(deps, request, ref, command));
  });

  return router;
}
