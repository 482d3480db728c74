import { holidaysQuery, type MemberOrganization, type OrganizationList, type OrganizationUser } from '@rostra/contracts';
import {
  authenticate,
  forbidden,
  identity,
  MEMBERS_TABLE,
  membership,
  organizationRole,
  parse,
  rolesByOrganization,
  type MembershipRow,
} from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { findIn } from '../read-model.ts';
import { holidaysBetween } from '../shared/holidays.ts';
import { readOrganization, toOrganization } from '../shared/organizations.ts';

type UserMemberRow = MembershipRow & { email: string; name: string | null; user_created_at: string | null };

const byName = (a: { name: string | null; email?: string }, b: { name: string | null; email?: string }) =>
  (a.name ?? a.email ?? '').localeCompare(b.name ?? b.email ?? '', 'en', { sensitivity: 'base' });

/** The organizations a user belongs to, one organization, its users, and a user's roles. */
export function organizationQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);
  const member = organizationRole(deps, 'member');

  router.get('/organizations', signedIn, async (request, response) => {
    const roles = Object.values(await rolesByOrganization(deps.readStore, identity(request).userId));
    const found = await Promise.all(
      roles.map(async ({ organization_id, is_admin, is_employee }) => {
        const row = await readOrganization(deps.readStore, organization_id);
        return row ? { ...toOrganization(row), is_admin, is_employee } : null;
      }),
    );
    const answer: OrganizationList = { organizations: found.filter((o): o is MemberOrganization => o !== null).sort(byName) };
    response.json(answer);
  });

  router.get('/organizations/:id', ...member, async (request, response) => {
    const row = (await readOrganization(deps.readStore, String(request.params.id)))!;
    const { is_admin, is_employee } = membership(request);
    response.json({ ...toOrganization(row), is_admin, is_employee } satisfies MemberOrganization);
  });

  router.get('/organizations/:id/holidays', ...member, async (request, response) => {
    const { year } = parse(holidaysQuery, request.query);
    const row = (await readOrganization(deps.readStore, String(request.params.id)))!;
    response.json({ holidays: holidaysBetween(row, `${year}-01-01`, `${year}-12-31`) });
  });

  router.get('/organizations/:id/users', ...member, async (request, response) => {
    const rows = await findIn<UserMemberRow>(deps.readStore, MEMBERS_TABLE, {
      where: { organization_id: String(request.params.id), member_type: 'user', status: 'active' },
    });
    const users = rows
      .map((row): OrganizationUser => ({
        id: row.user_id!,
        email: row.email,
        name: row.name,
        is_admin: row.is_admin,
        is_employee: row.is_employee,
        joined_at: row.user_created_at,
      }))
      .sort(byName);
    response.json({ users });
  });

  router.get('/users/:userId/roles', signedIn, async (request, response) => {
    const me = identity(request);
    if (request.params.userId !== me.userId) throw forbidden('You can only read your own roles');
    response.json({ user_id: me.userId, roles: Object.values(await rolesByOrganization(deps.readStore, me.userId)) });
  });

  return router;
}
