import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ErrorState, Spinner } from '@/components/ui/states.tsx';
import { useOrganization } from '@/features/organizations/api/get-organization.ts';
import { DeleteOrganizationDialog } from '@/features/organizations/components/delete-organization-dialog.tsx';
import { OrganizationProfileView } from '@/features/organizations/components/organization-profile-view.tsx';
import { errorText } from '@/lib/errors.ts';
import { notify } from '@/lib/notice.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOrganizationPage } from './use-organization-page.ts';

/** The read-only Organization Profile; admins also reach editing and deletion from here. */
export default function OrganizationProfilePage() {
  const { id, role, name } = useOrganizationPage();
  const organization = useOrganization(id);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  useDocumentTitle('Organization Profile', name);

  if (organization.isPending) return <Spinner label="Loading organization…" />;
  if (organization.isError) return <ErrorState text={errorText(organization.error)} onRetry={() => void organization.refetch()} />;
  return (
    <>
      <div className="page-header">
        <h1>{organization.data.name}</h1>
        {role?.is_admin && (
          <Link className="btn" to={`/organizations/${id}/org-admin?tab=profile`}>
            Edit profile
          </Link>
        )}
      </div>
      <OrganizationProfileView organization={organization.data} />
      {role?.is_admin && (
        <Card title="Danger Zone" className="card-danger">
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Delete Organization
          </Button>
          <DeleteOrganizationDialog
            organization={organization.data}
            open={deleting}
            onOpenChange={setDeleting}
            onDeleted={() => {
              notify('success', `Organization "${organization.data.name}" deleted`);
              navigate('/organizations', { replace: true });
            }}
          />
        </Card>
      )}
    </>
  );
}
