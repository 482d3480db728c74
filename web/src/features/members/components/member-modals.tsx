import type { Member } from '@rostra/contracts';
import { LIMITS } from '@rostra/contracts';
import type { ReactNode } from 'react';
import { DetailList } from '@/components/ui/detail-list.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { errorText } from '@/lib/errors.ts';
import { useChangeRoles } from '../api/change-roles.ts';
import { useMemberName } from '../api/get-member-name.ts';
import { useUpdateMemberName } from '../api/update-member-name.ts';
import { EditNameForm } from './edit-name-form.tsx';
import { EditRolesForm } from './edit-roles-form.tsx';
import { joinedText, rolesText, STATUS_TEXT } from './member-format.ts';

type Done = (text: string, timeoutMs?: number) => void;
interface ModalProps {
  organizationId: string;
  member: Member;
  onClose: () => void;
}

export function EditRolesModal({ organizationId, member, isSelf, onClose, onDone }: ModalProps & { isSelf: boolean; onDone: Done }) {
  const change = useChangeRoles(organizationId);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Edit Roles" description={`${member.name} (${member.email})`}>
      <EditRolesForm
        member={member}
        isSelf={isSelf}
        busy={change.isPending}
        error={change.isError ? errorText(change.error) || 'Failed to update roles' : null}
        onCancel={onClose}
        onSubmit={(roles) => change.mutate({ member, roles }, { onSuccess: () => onDone(`✓ Roles of ${member.email} updated`) })}
      />
    </Modal>
  );
}

export function EditNameModal({ organizationId, member, onClose, onDone }: ModalProps & { onDone: Done }) {
  const key = member.user_id ?? member.id;
  const name = useMemberName(organizationId, key, true);
  const update = useUpdateMemberName(organizationId, key);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Edit Name" description={member.email}>
      <Loaded query={name} loading="Loading name…" failure="Failed to load name information">
        {(data) => (
          <EditNameForm
            initial={data}
            busy={update.isPending}
            error={update.isError ? `Failed to update name: ${errorText(update.error)}` : null}
            onCancel={onClose}
            onSubmit={(body) =>
              update.mutate(body, { onSuccess: () => onDone('Name updated successfully!', LIMITS.messageTimeoutMs.short) })
            }
          />
        )}
      </Loaded>
    </Modal>
  );
}

/** Member details: every field of docs/product/entities.md an admin may see. */
export function MemberDetailsModal({
  member,
  onClose,
  history,
  editors,
}: Omit<ModalProps, 'organizationId'> & { history?: ReactNode; editors?: ReactNode }) {
  const rows: [string, string][] = [
    ['Name', member.name],
    ['Email', member.email],
    ['Type', member.member_type === 'user' ? 'User' : 'Invitation'],
    ['Roles', rolesText(member)],
    ['Status', STATUS_TEXT[member.status]],
    [member.member_type === 'user' ? 'Joined' : 'Expiry', joinedText(member)],
    ['First name', member.first_name ?? '—'],
    ['Middle name', member.middle_name ?? '—'],
    ['Last name', member.last_name ?? '—'],
    ['Preferred name', member.preferred_name ?? '—'],
  ];
  if (member.invited_by) rows.push(['Invited by', member.invited_by]);
  if (member.expires_at) rows.push(['Expires at', formatDateTime(member.expires_at)]);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Member details" wide={Boolean(history)}>
      <DetailList rows={rows} />
      {editors}
      {history}
    </Modal>
  );
}
