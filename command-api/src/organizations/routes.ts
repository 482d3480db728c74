import { randomUUID } from 'node:crypto';
import {
  EVENT_VERSIONS,
  holidayBody,
  organizationCreateBody,
  organizationDeleteBody,
  organizationDeleteInput,
  organizationSettingsBody,
  organizationUpdateBody,
  schedulingConfigBody,
  schedulingConfigInput,
} from '@rostra/contracts';
import { authenticate, execute, identity, membership, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import { createOrganization } from './create-organization.ts';
import { organizationDecider, type OrganizationCommand } from './decide.ts';
import { organizationStream } from '../shared/organization.ts';
import { organizationView } from './view.ts';

/** Creation (any signed-in user with a creation token) and the admin's changes to an organization. */
export function organizationRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);
  const admin = organizationRole(deps, 'admin');

  /** Decides a command on the organization of the path, on behalf of its signed-in admin. */
  const decide = (request: Request, command: OrganizationCommand) => {
    const organizationId = String(request.params.id);
    const context = commandContext(request, organizationId, membership(request).id, deps.clock.now().toISOString());
    return execute(deps.events, organizationStream(organizationId), organizationDecider, command, context, EVENT_VERSIONS);
  };

  router.post('/organizations', signedIn, async (request, response) => {
    const body = parse(organizationCreateBody, request.body);
    const { organization, position } = await createOrganization(deps, body, identity(request), deps.clock.now());
    respond(response, 201, organization, position);
  });

  router.put('/organizations/:id', ...admin, async (request, response) => {
    const changes = parse(organizationUpdateBody, request.body);
    const { state, position } = await decide(request, { type: 'UpdateProfile', changes, now: deps.clock.now().toISOString() });
    respond(response, 200, organizationView(state), position);
  });

  router.put('/organizations/:id/settings', ...admin, async (request, response) => {
    const changes = parse(organizationSettingsBody, request.body);
    const { state, position } = await decide(request, { type: 'ChangeSettings', changes });
    respond(response, 200, organizationView(state), position);
  });

  router.post('/organizations/:id/holidays', ...admin, async (request, response) => {
    const { date, name } = parse(holidayBody, request.body);
    const { state, position } = await decide(request, { type: 'AddHoliday', holidayId: randomUUID(), date, name });
    respond(
      response,
      201,
      state.holidays.find((holiday) => holiday.date === date),
      position,
    );
  });

  router.delete('/organizations/:id/holidays/:holidayId', ...admin, async (request, response) => {
    const { position } = await decide(request, { type: 'RemoveHoliday', holidayId: String(request.params.holidayId) });
    respond(response, 200, { message: 'Holiday deleted successfully' }, position);
  });

  router.delete('/organizations/:id', ...admin, async (request, response) => {
    const confirmation = organizationDeleteInput(parse(organizationDeleteBody, request.body ?? {}));
    const { position } = await decide(request, { type: 'Delete', ...confirmation });
    respond(response, 200, { message: 'Organization deleted successfully' }, position);
  });

  // docs/product/states.md: the web tries PUT and falls back to POST when no configuration exists yet.
  for (const [method, mode, status] of [
    ['post', 'create', 201],
    ['put', 'update', 200],
  ] as const) {
    router[method]('/organizations/:id/scheduling-config', ...admin, async (request, response) => {
      const config = schedulingConfigInput(parse(schedulingConfigBody, request.body));
      const { state, position } = await decide(request, { type: 'SetSchedulingConfig', ...config, mode });
      respond(response, status, state.schedulingConfig, position);
    });
  }

  return router;
}
