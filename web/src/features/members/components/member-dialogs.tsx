import type { Member } from '@rostra/contracts';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { CONFIRM, type Command } from './member-commands.ts';
import { EditNameModal, EditRolesModal, MemberDetailsModal } from './member-modals.tsx';

/** The dialog open over the member list, if any: a member's details, roles or name, or the confirmation of a command. */
export type OpenDialog =
  { kind: 'details' | 'roles' | 'name'; member: Member } | { kind: 'confirm'; command: Command; members: Member[] } | null;

/** The open dialog; `onDone` after an edit saved, `onConfirm` once a command is confirmed (the dialog stays while it runs). */
export function MemberDialogs({
  open,
  organizationId,
  currentUserId,
  running,
  history,
  editors,
  onClose,
  onDone,
  onConfirm,
}: {
  open: OpenDialog;
  organizationId: string;
  currentUserId: string;
  running: boolean;
  history?: ((member: Member) => ReactNode) | undefined;
  editors?: ((member: Member) => ReactNode) | undefined;
  onClose: () => void;
  onDone: (text: string, timeoutMs?: number) => void;
  onConfirm: (command: Command, members: Member[]) => void;
}) {
  switch (open?.kind) {
    case 'details':
      return (
        <MemberDetailsModal member={open.member} onClose={onClose} history={history?.(open.member)} editors={editors?.(open.member)} />
      );
    case 'roles':
      return (
        <EditRolesModal
          organizationId={organizationId}
          member={open.member}
          isSelf={open.member.user_id === currentUserId}
          onClose={onClose}
          onDone={onDone}
        />
      );
    case 'name':
      return <EditNameModal organizationId={organizationId} member={open.member} onClose={onClose} onDone={onDone} />;
    case 'confirm':
      return (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && !running && onClose()}
          title={CONFIRM[open.command].title}
          description={CONFIRM[open.command].describe(open.members)}
          confirmLabel={CONFIRM[open.command].verb}
          danger={CONFIRM[open.command].danger}
          busy={running}
          onConfirm={() => onConfirm(open.command, open.members)}
        />
      );
    default:
      return null;
  }
}
