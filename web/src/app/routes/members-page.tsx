import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card.tsx';
import { BulkInvitationTable } from '@/features/invitations/components/bulk-invitation-table.tsx';
import { MembersPanel } from '@/features/members/components/members-panel.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOrganizationPage } from './use-organization-page.ts';

/** Member Management: quick invitations (email and roles) above the member list. */
export default function MembersPage() {
  const { id, user, name } = useOrganizationPage();
  useDocumentTitle('Member Management', name);
  return (
    <>
      <div className="page-header">
        <h1>Member Management</h1>
        <Link className="btn" to={`/organizations/${id}/invite-users`}>
          Invite with names
        </Link>
      </div>
      <Card title="Invite members">
        <BulkInvitationTable organizationId={id} variant="inline" />
      </Card>
      <MembersPanel organizationId={id} currentUserId={user.id} />
    </>
  );
}
