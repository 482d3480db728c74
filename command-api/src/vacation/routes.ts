import {
  adminVacationRequestBody,
  autoApprovalInput,
  EVENT_VERSIONS,
  VACATION_TEXT,
  vacationRequestAnswer,
  vacationRequestBody,
  vacationRequestInput,
  vacationReviewBody,
  vacationReviewInput,
  type VacationRequestBody,
  type VacationRequestFields,
} from '@rostra/contracts';
import { execute, forbidden, identity, notFound, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request, type RequestHandler } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { subjectFacts, type SubjectFacts } from '../membership/facts.ts';
import { vacationDecider, type RequestVacation, type VacationCommand } from './decide.ts';
import { memberOfRequest, vacationStream, type VacationState } from './vacation.ts';

/** A request as the command side knows it (the lists add the names). */
const requestAnswer = (facts: SubjectFacts, state: VacationState, requestId: string): VacationRequestFields =>
  vacationRequestAnswer(facts.memberId, state.requests[requestId]!);

/** Employees request and cancel their own vacation; admins review, cancel and create for anyone. */
export function vacationRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const employee = organizationRole(deps, 'employee');
  const admin = organizationRole(deps, 'admin');

  const run = (facts: SubjectFacts, command: VacationCommand) =>
    execute(deps.events, vacationStream(facts.organizationId, facts.memberId), vacationDecider, command, facts.context, EVENT_VERSIONS);

  /** The facts of the member whose stream holds the request of the path; 404 for an id that names none. */
  const ofRequest = async (request: Request) => {
    const memberId = memberOfRequest(String(request.params.requestId));
    if (memberId === null) throw notFound(VACATION_TEXT.notFound);
    return subjectFacts(deps, request, String(request.params.id), memberId);
  };

  const create = (facts: SubjectFacts, body: VacationRequestBody, autoApprove: RequestVacation['autoApprove']) => {
    const { organizationId, memberId, schedulable, by, today, now } = facts;
    return run(facts, {
      type: 'RequestVacation',
      organizationId,
      memberId,
      schedulable,
      by,
      ...vacationRequestInput(body),
      autoApprove,
      today,
      now,
    });
  };

  router.post('/organizations/:id/my-vacation-requests', ...employee, async (request, response) => {
    const body = parse(vacationRequestBody, request.body ?? {});
    const facts = await subjectFacts(deps, request, String(request.params.id), 'me');
    const { state, events, position } = await create(facts, body, null);
    respond(response, 201, { ...requestAnswer(facts, state, events[0]!.data.requestId), message: VACATION_TEXT.submitted }, position);
  });

  router.post('/organizations/:id/employees/:employeeId/vacation-requests', ...admin, async (request, response) => {
    const body = parse(adminVacationRequestBody, request.body ?? {});
    const facts = await subjectFacts(deps, request, String(request.params.id), String(request.params.employeeId));
    const me = identity(request);
    const approval = autoApprovalInput(body);
    const autoApprove = approval ? { ...approval, reviewer: { userId: me.userId, email: me.email } } : null;
    const { state, events, position } = await create(facts, body, autoApprove);
    respond(response, 201, { ...requestAnswer(facts, state, events[0]!.data.requestId), message: VACATION_TEXT.submitted }, position);
  });

  router.put('/organizations/:id/vacation-requests/:requestId/review', ...admin, async (request, response) => {
    const review = vacationReviewInput(parse(vacationReviewBody, request.body ?? {}));
    const facts = await ofRequest(request);
    const { organizationId, memberId, now } = facts;
    const { userId, email } = identity(request);
    const requestId = String(request.params.requestId);
    const reviewer = { userId, email };
    const { state, position } = await run(facts, {
      type: 'ReviewVacation',
      organizationId,
      memberId,
      requestId,
      ...review,
      reviewer,
      now,
    });
    respond(response, 200, requestAnswer(facts, state, requestId), position);
  });

  /** docs/product/states.md: the employee may cancel their own requests only; admins anyone's. */
  const cancel =
    (as: 'employee' | 'admin'): RequestHandler =>
    async (request, response) => {
      const facts = await ofRequest(request);
      if (as === 'employee' && facts.by !== 'employee') throw forbidden(VACATION_TEXT.notYours);
      const { organizationId, memberId, now } = facts;
      const requestId = String(request.params.requestId);
      // The manager's e-mail, when the decision calls for one, follows from the event (notify.ts).
      const { state, position } = await run(facts, { type: 'CancelVacation', organizationId, memberId, requestId, by: as, now });
      respond(response, 200, requestAnswer(facts, state, requestId), position);
    };
  router.put('/organizations/:id/my-vacation-requests/:requestId/cancel', ...employee, cancel('employee'));
  router.put('/organizations/:id/vacation-requests/:requestId/cancel', ...admin, cancel('admin'));

  return router;
}
