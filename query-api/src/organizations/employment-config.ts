import { ORGANIZATION_TEXT, type EmploymentConfig } from '@rostra/contracts';
import { notFound, organizationRole } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { shiftTypesOf } from '../shared/shift-types.ts';
import { readOrganization } from '../shared/organizations.ts';

/** GET …/employment-config (the active shift types and the scheduling config) and GET …/scheduling-config. */
export function employmentConfigQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const member = organizationRole(deps, 'member');
  const schedulingConfig = async (id: string) => (await readOrganization(deps.readStore, id))?.scheduling_config ?? null;

  router.get('/organizations/:id/employment-config', ...member, async (request, response) => {
    const id = String(request.params.id);
    const answer: EmploymentConfig = {
      shift_types: await shiftTypesOf(deps.readStore, id, { activeOnly: true }),
      scheduling_config: await schedulingConfig(id),
    };
    response.json(answer);
  });

  router.get('/organizations/:id/scheduling-config', ...member, async (request, response) => {
    const config = await schedulingConfig(String(request.params.id));
    if (!config) throw notFound(ORGANIZATION_TEXT.schedulingConfigMissing);
    response.json(config);
  });

  return router;
}
