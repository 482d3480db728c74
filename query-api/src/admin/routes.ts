import type { SuperAdminStatus } from '@rostra/contracts';
import { authenticate, identity, isSuperAdmin } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';

/** GET /admin/check-status: whether the signed-in user is a super admin (SUPER_ADMIN_EMAILS). */
export function adminQueries(deps: QueryApiDeps): Router {
  return Router().get('/admin/check-status', authenticate(deps.tokenSecret), (request, response) => {
    const answer: SuperAdminStatus = { is_super_admin: isSuperAdmin(deps.superAdminEmails, identity(request).email) };
    response.json(answer);
  });
}
