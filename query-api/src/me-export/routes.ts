import { personalDataExportQuery, personalDataFileName } from '@rostra/contracts';
import { authenticate, identity, parse, RateLimiter, tooMany } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { personalDataExport } from './assemble.ts';

/** Exports per person per hour: each reads every organization's membership stream (memberships.ts). */
export const EXPORTS_PER_HOUR = 5;

/** GET /me/export: the signed-in person's data as JSON; `?download=1` as a file to save. */
export function meExportQueries(deps: QueryApiDeps): Router {
  // In memory, per process, like the account throttles: each replica counts its own.
  const perPerson = new RateLimiter(EXPORTS_PER_HOUR, 60 * 60_000, () => deps.clock.now().getTime());
  return Router().get('/me/export', authenticate(deps.tokenSecret), async (request, response) => {
    const { download } = parse(personalDataExportQuery, request.query);
    const { userId } = identity(request);
    const wait = perPerson.retryAfter(userId);
    if (wait > 0) throw tooMany(wait, 'data exports');
    perPerson.hit(userId);
    const exported = await personalDataExport(deps, userId);
    if (download === '1') response.set('Content-Disposition', `attachment; filename="${personalDataFileName(exported.exported_at)}"`);
    response.set('Cache-Control', 'no-store').json(exported);
  });
}
