import { NavLink, useMatch } from 'react-router-dom';
import { useCurrentOrganization } from '@/lib/current-organization.ts';
import { organizationsOf, roleIn, useIsSuperAdmin, useSession } from '@/lib/use-session.ts';

/** My Schedule (all members), Org Schedule and Org Administration (admins), Super-Admin (super admins). */
export function Navigation() {
  const { user } = useSession();
  const { isSuperAdmin } = useIsSuperAdmin();
  const { current } = useCurrentOrganization(organizationsOf(user));
  const routeId = useMatch('/organizations/:id/*')?.params.id;
  const organization = roleIn(user, routeId) ? routeId : current?.organization_id;
  const role = roleIn(user, organization);
  const base = `/organizations/${organization}`;
  return (
    <nav className="nav" aria-label="Main">
      {role && <NavLink to={`${base}/my-schedule`}>My Schedule</NavLink>}
      {role?.is_admin && <NavLink to={`${base}/org-schedule`}>Org Schedule</NavLink>}
      {role?.is_admin && <NavLink to={`${base}/org-admin`}>Org Administration</NavLink>}
      <NavLink to="/organizations" end>
        Organizations
      </NavLink>
      {isSuperAdmin && <NavLink to="/admin/tokens">Super-Admin</NavLink>}
    </nav>
  );
}
