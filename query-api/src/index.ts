import { currentView } from '@rostra/platform';
import { Router } from 'express';
import { accountQueries } from './accounts/routes.ts';
import { analyticsQueries } from './analytics/routes.ts';
import { calendarFeedQueries } from './calendar-feeds/routes.ts';
import { adminQueries } from './admin/routes.ts';
import { projectionAdminQueries } from './admin/projections.ts';
import { auditQueries } from './audit/routes.ts';
import { collaborationQueries } from './collaborations/routes.ts';
import { creationTokenQueries } from './creation-tokens/routes.ts';
import type { QueryApiDeps } from './deps.ts';
import { invitationQueries } from './invitations/routes.ts';
import { memberQueries } from './members/routes.ts';
import { meExportQueries } from './me-export/routes.ts';
import { employmentConfigQueries } from './organizations/employment-config.ts';
import { organizationQueries } from './organizations/routes.ts';
import { scheduleQueries } from './schedules/routes.ts';
import { scheduleExportQueries } from './schedules/export-csv.ts';
import { scheduleQualityQueries } from './schedules/quality.ts';
import { preferencesQueries } from './preferences/routes.ts';
import { vacationQueries } from './vacation/routes.ts';
import { shiftTypeQueries } from './shift-types/routes.ts';
import { locationQueries } from './locations/routes.ts';
import { skillQueries } from './skills/routes.ts';
import { notificationQueries } from './notifications/routes.ts';
import { tradeQueries } from './trades/routes.ts';
import { openShiftQueries } from './open-shifts/routes.ts';

export type { QueryApiDeps } from './deps.ts';
export { healthRoutes } from './health/routes.ts';
export { solverInputOf, type MonthInput } from './shared/solver-input/read.ts';
export { shiftTypesForMonth } from './shared/shift-types.ts';
export { effectiveCollaborations } from './shared/collaborations.ts';
export { employeesForMonth, type EmployeeSchedulingInputs } from './shared/solver-input/employees.ts';

/** Every GET of the API except health (every process serves that). Reads read models only. */
export function createQueryApi(deps: QueryApiDeps): Router {
  return Router()
    .use(currentView(deps))
    .use(accountQueries(deps))
    .use(meExportQueries(deps))
    .use(organizationQueries(deps))
    .use(employmentConfigQueries(deps))
    .use(adminQueries(deps))
    .use(creationTokenQueries(deps))
    .use(memberQueries(deps))
    .use(invitationQueries(deps))
    .use(shiftTypeQueries(deps))
    .use(locationQueries(deps))
    .use(skillQueries(deps))
    .use(collaborationQueries(deps))
    .use(preferencesQueries(deps))
    .use(vacationQueries(deps))
    .use(scheduleQueries(deps))
    .use(scheduleExportQueries(deps))
    .use(scheduleQualityQueries(deps))
    .use(auditQueries(deps))
    .use(projectionAdminQueries(deps))
    .use(analyticsQueries(deps))
    .use(calendarFeedQueries(deps))
    .use(notificationQueries(deps))
    .use(tradeQueries(deps))
    .use(openShiftQueries(deps));
}
