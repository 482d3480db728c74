import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/card.tsx';
import { EmptyState, Loaded } from '@/components/ui/states.tsx';
import { useOrganizations } from '@/features/organizations/api/get-organizations.ts';
import { errorText } from '@/lib/errors.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { roleLabel } from '@/lib/use-session.ts';
import { CreateOrJoinOrganization } from './create-or-join-organization.tsx';

/** /dashboard and /organizations: the user's organizations, with create and join. */
export default function OrganizationsPage() {
  useDocumentTitle('Organizations');
  const organizations = useOrganizations();
  const navigate = useNavigate();

  return (
    <>
      <div className="page-header">
        <h1>Your Organizations</h1>
        <CreateOrJoinOrganization
          className="card-actions"
          onCreated={(organization) => navigate(`/organizations/${organization.id}/org-admin`)}
        />
      </div>
      <Loaded
        query={organizations}
        loading="Loading organizations…"
        failure={(error) => `Failed to load user organizations: ${errorText(error)}`}
      >
        {({ organizations: list }) =>
          list.length === 0 ? (
            <EmptyState>You don't belong to any organization yet.</EmptyState>
          ) : (
            <ul className="org-list">
              {list.map((organization) => (
                <li key={organization.id} className="card">
                  <div className="card-header">
                    <h2>
                      <Link to={`/organizations/${organization.id}`}>{organization.name}</Link>
                    </h2>
                    <Badge tone={organization.is_active ? 'success' : 'neutral'}>{organization.is_active ? 'Active' : 'Inactive'}</Badge>
                  </div>
                  {organization.description && <p>{organization.description}</p>}
                  <p>
                    Your role: <strong>{roleLabel(organization)}</strong>
                  </p>
                  <div className="card-actions">
                    <Link className="btn btn-sm" to={`/organizations/${organization.id}/profile`}>
                      Profile
                    </Link>
                    {organization.is_admin && (
                      <Link className="btn btn-sm" to={`/organizations/${organization.id}/org-admin`}>
                        Org Administration
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}
