import { personalDataExportQuery, personalDataFileName } from '@rostra/contracts';
import { authenticate, identity, parse } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { personalDataExport } from './assemble.ts';

/** GET /me/export: the signed-in person's data as JSON; `?download=1` as a file to save. */
export function meExportQueries(deps: QueryApiDeps): Router {
  return Router().get('/me/export', authenticate(deps.tokenSecret), async (request, response) => {
    const { download } = parse(personalDataExportQuery, request.query);
    const exported = await personalDataExport(deps, identity(request).userId);
    if (download === '1') response.set('Content-Disposition', `attachment; filename="${personalDataFileName(exported.exported_at)}"`);
    response.set('Cache-Control', 'no-store').json(exported);
  });
}
