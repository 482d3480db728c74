import type { ProjectionsAnswer } from '@rostra/contracts';
import { projectionStatus, REBUILDS_TABLE, superAdminRole, type RebuildRecord } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';

const RECENT_REBUILDS = 20;

/**
 * GET /admin/projections: each projection's serving and building generation, checkpoint and lag
 * (events and seconds), and the rebuilds super admins requested, newest first, with progress.
 */
export function projectionAdminQueries(deps: QueryApiDeps): Router {
  return Router().get('/admin/projections', ...superAdminRole(deps), async (_request, response) => {
    const projections = await Promise.all(
      deps.projections.map((projection) => projectionStatus(deps.events, deps.readStore, projection, deps.clock.now())),
    );
    const tables = await deps.readStore.listTables();
    const rebuilds = tables.includes(REBUILDS_TABLE)
      ? await deps.readStore.find<RebuildRecord>(REBUILDS_TABLE, {
          sort: [{ field: 'requested_at', direction: 'desc' }],
          limit: RECENT_REBUILDS,
        })
      : [];
    const answer: ProjectionsAnswer = { projections, rebuilds };
    response.json(answer);
  });
}
