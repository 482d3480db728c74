import { TEXT } from '@rostra/contracts';
import { useId } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { Options } from '@/components/ui/field.tsx';
import { pathForOrganization, useCurrentOrganization } from '@/lib/current-organization.ts';
import { notify } from '@/lib/notice.ts';
import { organizationsOf, useSession } from '@/lib/use-session.ts';
import { SWITCHED } from '../guards.tsx';

/**
 * The organization switcher: the organization of the page (or the remembered one). Switching on a
 * page under the old organization's path moves to the same page of the new one, query string kept,
 * or to the landing page of the new role when that role cannot open the page.
 */
export function OrganizationSwitcher() {
  const id = useId();
  const { user } = useSession();
  const organizations = organizationsOf(user);
  const { current, select } = useCurrentOrganization(organizations);
  const match = useMatch('/organizations/:id/*');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const routeId = match?.params.id;
  const shownId = organizations.some((o) => o.organization_id === routeId) ? routeId : current?.organization_id;

  if (organizations.length === 0) return null;

  const change = (nextId: string) => {
    const next = organizations.find((o) => o.organization_id === nextId);
    if (!next) return notify('error', TEXT.organizationNotFound);
    if (!next.is_admin && !next.is_employee) return notify('error', TEXT.noRoleInOrganization);
    select(nextId);
    const path = pathForOrganization(pathname, search, shownId, nextId);
    // The new organization's guard sends a role that cannot open this page to its landing page.
    if (path) navigate(path, { state: SWITCHED });
  };

  return (
    <div className="switcher">
      <label htmlFor={id} className="sr-only">
        Organization
      </label>
      <select id={id} value={shownId ?? ''} onChange={(event) => change(event.target.value)}>
        <Options options={organizations.map((o) => ({ value: o.organization_id, label: o.organization_name }))} />
      </select>
    </div>
  );
}
