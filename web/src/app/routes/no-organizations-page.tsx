import { Link, useNavigate } from 'react-router-dom';
import { Card } from '@/components/ui/card.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { organizationsOf, useIsSuperAdmin, useSession } from '@/lib/use-session.ts';
import { CreateOrJoinOrganization } from './create-or-join-organization.tsx';

/** For a user with no organization: create one (creation token) or join one (invitation token). */
export default function NoOrganizationsPage() {
  useDocumentTitle('Welcome');
  const { user } = useSession();
  const { isSuperAdmin } = useIsSuperAdmin();
  const navigate = useNavigate();
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
      <CreateOrJoinOrganization className="form-actions" onCreated={() => navigate('/')} onJoined={() => navigate('/')} />
      {isSuperAdmin && (
        <p>
          <Link to="/admin/tokens">Manage organization creation tokens</Link>
        </p>
      )}
    </Card>
  );
}
