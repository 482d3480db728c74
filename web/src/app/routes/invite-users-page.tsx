import { Link, useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card.tsx';
import { BulkInvitationTable } from '@/features/invitations/components/bulk-invitation-table.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOrganizationPage } from './use-organization-page.ts';

/**
 * Invite Users: the bulk invitation table. Cancel returns to the Members tab, where Invite Users
 * is opened from (/organizations/{id} would land an admin on Org Schedule: docs/product/screens-and-routes.md#redirect-rules).
 */
export default function InviteUsersPage() {
  const { id, name } = useOrganizationPage();
  const navigate = useNavigate();
  const members = `/organizations/${id}/org-admin?tab=members`;
  useDocumentTitle('Invite Users', name);
  return (
    <>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/organizations">Organizations</Link> / <Link to={members}>{name}</Link> / Invite Users
      </nav>
      <div className="page-header">
        <h1>Invite Users</h1>
      </div>
      <Card>
        <p className="field-hint">Each person gets an email with a link to join {name}. You can also copy the link from the member list.</p>
        <BulkInvitationTable organizationId={id} variant="full" onCancel={() => navigate(members)} />
      </Card>
    </>
  );
}
