import type { Member } from '@rostra/contracts';
import { DropdownMenu } from 'radix-ui';

export type MemberAction = 'details' | 'roles' | 'name' | 'resend' | 'cancel' | 'remove' | 'copy-link';

/** Which actions a row offers (docs/product/states.md): invitations resend/cancel, users remove; nobody removes or renames themselves. */
export function actionsFor(member: Member, currentUserId: string): MemberAction[] {
  const self = member.user_id === currentUserId;
  if (member.member_type === 'invitation')
    return ['details', 'roles', 'name', 'resend', 'cancel', ...(member.invitation_token ? (['copy-link'] as const) : [])];
  return self ? ['details', 'roles'] : ['details', 'roles', 'name', 'remove'];
}

const ACTION_LABEL: Record<MemberAction, string> = {
  details: 'Details',
  roles: 'Edit Roles',
  name: 'Edit Name',
  resend: 'Resend Invitation',
  cancel: 'Cancel Invitation',
  remove: 'Remove User',
  'copy-link': 'Copy Invitation Link',
};

/** A row's Actions menu: what `actionsFor` offers, the destructive ones marked. */
export function MemberActionsMenu({
  member,
  currentUserId,
  onAction,
}: {
  member: Member;
  currentUserId: string;
  onAction: (action: MemberAction, member: Member) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className="btn btn-sm nowrap" aria-label={`Actions for ${member.email}`}>
        Actions ▾
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
          {actionsFor(member, currentUserId).map((action) => (
            <DropdownMenu.Item
              key={action}
              className={`menu-item${action === 'remove' || action === 'cancel' ? ' menu-item-danger' : ''}`}
              onSelect={() => onAction(action, member)}
            >
              {ACTION_LABEL[action]}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
