import { currentView } from '@rostra/platform';
import { Router } from 'express';
import { accountRoutes } from './accounts/routes.ts';
import { calendarFeedRoutes } from './calendar-feeds/routes.ts';
import { collaborationRoutes } from './collaborations/routes.ts';
import { creationTokenRoutes } from './creation-tokens/routes.ts';
import type { CommandApiDeps } from './deps.ts';
import { acceptRoutes } from './invitations/accept-routes.ts';
import { invitationRoutes } from './invitations/routes.ts';
import { memberRoutes } from './membership/routes.ts';
import { organizationRoutes } from './organizations/routes.ts';
import { projectionAdminRoutes } from './projections-admin/routes.ts';
import { preferencesRoutes } from './preferences/routes.ts';
import { tradeRoutes } from './trades/routes.ts';
import { openShiftRoutes } from './open-shifts/routes.ts';
import { vacationRoutes } from './vacation/routes.ts';
import { shiftTypeRoutes } from './shift-types/routes.ts';
import { locationRoutes } from './shift-types/location-routes.ts';
import { skillRoutes } from './shift-types/skill-routes.ts';
import { roleRoutes } from './membership/role-routes.ts';
import { scheduleRoutes } from './schedules/routes.ts';
import { absenceRoutes } from './absences/routes.ts';

export type { CommandApiDeps, MailDeps } from './deps.ts';
export { commandApiMail } from './mail.ts';

/** Every POST, PUT and DELETE of the API: parse, decide, append. */
export function createCommandApi(deps: CommandApiDeps): Router {
  return Router()
    .use(currentView(deps))
    .use(accountRoutes(deps))
    .use(organizationRoutes(deps))
    .use(creationTokenRoutes(deps))
    .use(roleRoutes(deps))
    .use(memberRoutes(deps))
    .use(invitationRoutes(deps))
    .use(acceptRoutes(deps))
    .use(scheduleRoutes(deps))
    .use(absenceRoutes(deps))
    .use(shiftTypeRoutes(deps))
    .use(locationRoutes(deps))
    .use(skillRoutes(deps))
    .use(collaborationRoutes(deps))
    .use(preferencesRoutes(deps))
    .use(projectionAdminRoutes(deps))
    .use(vacationRoutes(deps))
    .use(tradeRoutes(deps))
    .use(openShiftRoutes(deps))
    .use(calendarFeedRoutes(deps));
}
