import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { resolveCurrentOrganization } from '../lib/current-organization.ts';
import { session } from '../lib/session.ts';
import { organizationsOf, roleIn, useSession } from '../lib/use-session.ts';
import { RootLoading } from './root-loading.tsx';

/** Where a member of an organization lands: admins on Org Schedule, employees on My Schedule. */
export function landingPath(organizationId: string, role: { is_admin: boolean; is_employee: boolean } | undefined): string | null {
  if (role?.is_admin) return `/organizations/${organizationId}/org-schedule`;
  if (role?.is_employee) return `/organizations/${organizationId}/my-schedule`;
  return null;
}

/** The root: a loading screen that redirects (docs/product/screens-and-routes.md#redirect-rules). */
export function RootRedirect() {
  const { user } = useSession();
  const organizations = organizationsOf(user);
  const current = resolveCurrentOrganization(organizations, localStorage.getItem('currentOrganizationId'));
  const target = current ? landingPath(current.organization_id, current) : null;
  const noRole = current !== undefined && target === null;
  useEffect(() => {
    if (noRole) session.end();
  }, [noRole]);
  if (!current) return <Navigate to="/no-organizations" replace />;
  if (noRole) return <RootLoading />;
  return <Navigate to={target!} replace />;
}

/** /organizations/{id}: admin → org-schedule, employee → my-schedule, otherwise /organizations. */
export function OrganizationRedirect() {
  const { id } = useParams();
  const { user } = useSession();
  return <Navigate to={(id && landingPath(id, roleIn(user, id))) ?? '/organizations'} replace />;
}
