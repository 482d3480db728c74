import type { SessionUser } from '@rostra/contracts';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal.tsx';
import { organizationsOf, roleLabel } from '@/lib/use-session.ts';

/** The User Profile modal of the header: name, email, user id, organizations and roles. */
export function UserProfileModal({
  user,
  open,
  onOpenChange,
}: {
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const organizations = organizationsOf(user);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="User Profile">
      <dl className="detail-list">
        <dt>Name</dt>
        <dd>{user.name || '—'}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>User ID</dt>
        <dd className="mono">{user.id}</dd>
      </dl>
      <h3>Organizations and roles</h3>
      {organizations.length === 0 ? (
        <p>You do not belong to any organization yet.</p>
      ) : (
        <ul>
          {organizations.map((o) => (
            <li key={o.organization_id}>
              {o.organization_name}: {roleLabel(o)}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/profile" onClick={() => onOpenChange(false)}>
          Edit your profile
        </Link>
      </p>
    </Modal>
  );
}
