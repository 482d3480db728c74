import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';
import { CreateOrganizationModal } from '../../features/organizations/components/CreateOrganizationModal.tsx';
import { JoinOrganizationModal } from '../../features/invitations/components/JoinOrganizationModal.tsx';
import { rememberOrganization } from '../../lib/current-organization.ts';
import { notify } from '../../lib/notice.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { organizationsOf, useIsSuperAdmin, useSession } from '../../lib/use-session.ts';

/** For a user with no organization: create one (creation token) or join one (invitation token). */
export default function NoOrganizationsPage() {
  useDocumentTitle('Welcome');
  const { user } = useSession();
  const { isSuperAdmin } = useIsSuperAdmin();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'create' | 'join' | null>(null);
  const hasOrganizations = organizationsOf(user).length > 0;

  return (
    <Card>
      <h1>Welcome to Rostra</h1>
      <p>
        You are signed in as <strong>{user?.email}</strong>, but you don't belong to any organization yet. Create a new organization with a
        creation token, or join an existing one with the invitation you received.
      </p>
      {hasOrganizations && (
        <p>
          You already belong to an organization: <Link to="/organizations">see your organizations</Link>.
        </p>
      )}
      <div className="form-actions">
        <Button variant="primary" onClick={() => setOpen('create')}>
          Create New Organization
        </Button>
        <Button onClick={() => setOpen('join')}>Join Existing Organization</Button>
      </div>
      {isSuperAdmin && (
        <p>
          <Link to="/admin/tokens">Manage organization creation tokens</Link>
        </p>
      )}
      <CreateOrganizationModal
        open={open === 'create'}
        onOpenChange={(next) => setOpen(next ? 'create' : null)}
        onCreated={(organization) => {
          rememberOrganization(String(organization.id));
          notify('success', `Organization "${organization.name}" created successfully!`);
          navigate('/');
        }}
      />
      <JoinOrganizationModal
        open={open === 'join'}
        onOpenChange={(next) => setOpen(next ? 'join' : null)}
        onJoined={(name) => {
          notify('success', `Welcome to ${name}!`);
          navigate('/');
        }}
      />
    </Card>
  );
}
