import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button.tsx';
import { Badge } from '../../components/ui/Card.tsx';
import { EmptyState, ErrorState, Spinner } from '../../components/ui/States.tsx';
import { useOrganizations } from '../../features/organizations/api/get-organizations.ts';
import { CreateOrganizationModal } from '../../features/organizations/components/CreateOrganizationModal.tsx';
import { JoinOrganizationModal } from '../../features/invitations/components/JoinOrganizationModal.tsx';
import { rememberOrganization } from '../../lib/current-organization.ts';
import { errorText } from '../../lib/errors.ts';
import { notify } from '../../lib/notice.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { roleLabel } from '../../lib/use-session.ts';

/** /dashboard and /organizations: the user's organizations, with create and join. */
export default function OrganizationsPage() {
  useDocumentTitle('Organizations');
  const organizations = useOrganizations();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'create' | 'join' | null>(null);

  return (
    <>
      <div className="page-header">
        <h1>Your Organizations</h1>
        <div className="card-actions">
          <Button variant="primary" onClick={() => setOpen('create')}>
            Create New Organization
          </Button>
          <Button onClick={() => setOpen('join')}>Join Existing Organization</Button>
        </div>
      </div>
      {organizations.isPending ? (
        <Spinner label="Loading organizations…" />
      ) : organizations.isError ? (
        <ErrorState
          text={`Failed to load user organizations: ${errorText(organizations.error)}`}
          onRetry={() => void organizations.refetch()}
        />
      ) : organizations.data.organizations.length === 0 ? (
        <EmptyState>You don't belong to any organization yet.</EmptyState>
      ) : (
        <ul className="org-list">
          {organizations.data.organizations.map((organization) => (
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
      )}
      <CreateOrganizationModal
        open={open === 'create'}
        onOpenChange={(next) => setOpen(next ? 'create' : null)}
        onCreated={(organization) => {
          setOpen(null);
          rememberOrganization(String(organization.id));
          notify('success', `Organization "${organization.name}" created successfully!`);
          navigate(`/organizations/${organization.id}/org-admin`);
        }}
      />
      <JoinOrganizationModal
        open={open === 'join'}
        onOpenChange={(next) => setOpen(next ? 'join' : null)}
        onJoined={(name) => {
          setOpen(null);
          notify('success', `Welcome to ${name}!`);
        }}
      />
    </>
  );
}
