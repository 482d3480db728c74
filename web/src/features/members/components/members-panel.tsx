import type { Member } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { locationsQuery } from '@/lib/locations-query.ts';
import { skillNames } from '@/lib/qualification-text.ts';
import { skillsQuery } from '@/lib/skills-query.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useCancelInvitation } from '../api/cancel-invitation.ts';
import { useMembers } from '../api/get-members.ts';
import { useRemoveUser } from '../api/remove-user.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { CONFIRM, runOnEach, type Command } from './member-commands.ts';
import { acceptLink } from './member-format.ts';
import { EditNameModal, EditRolesModal, MemberDetailsModal } from './member-modals.tsx';
import type { MemberAction } from './member-actions.tsx';
import { MembersTable } from './members-table.tsx';

type Open = { kind: 'details' | 'roles' | 'name'; member: Member } | { kind: 'confirm'; command: Command; members: Member[] } | null;

/** The member list with every action of docs/product/screens-and-routes.md (Members tab and Member Management page). */
/** `history` renders a member's History in their details (the page composes the audit feature's section); `editors` what an admin sets there (where they work). */
export function MembersPanel({
  organizationId,
  currentUserId,
  actions,
  history,
  editors,
}: {
  organizationId: string;
  currentUserId: string;
  actions?: ReactNode;
  history?: (member: Member) => ReactNode;
  editors?: (member: Member) => ReactNode;
}) {
  const members = useMembers(organizationId);
  // Names for the Skills and Works at columns: each shown only when the organization has some.
  const skills = useQuery(skillsQuery(organizationId));
  const locations = useQuery(locationsQuery(organizationId));
  const skillNameMap = useMemo(() => skillNames(skills.data), [skills.data]);
  const locationNames = useMemo(() => new Map((locations.data ?? []).map((location) => [location.id, location.name])), [locations.data]);
  const resend = useResendInvitation(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const remove = useRemoveUser(organizationId);
  const { flash, show } = useFlash();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [open, setOpen] = useState<Open>(null);
  const [running, setRunning] = useState(false);

  const onAction = useCallback(
    (action: MemberAction, member: Member) => {
      if (action === 'copy-link') {
        navigator.clipboard
          .writeText(acceptLink(member.invitation_token!))
          .then(() => show('success', 'Invitation link copied to clipboard'))
          .catch(() => show('error', 'Failed to copy invitation link to clipboard'));
      } else if (action === 'resend' || action === 'cancel' || action === 'remove')
        setOpen({ kind: 'confirm', command: action, members: [member] });
      else setOpen({ kind: action, member });
    },
    [show],
  );

  if (members.isPending) return <Spinner label="Loading members…" />;
  if (members.isError)
    return <ErrorState text={`Error loading members: ${errorText(members.error)}`} onRetry={() => void members.refetch()} />;

  const selected = members.data.members.filter((m) => selection[m.id] && m.member_type === 'invitation');
  const confirm = async (command: Command, targets: Member[]) => {
    setRunning(true);
    const mutation = { resend, cancel, remove }[command];
    const outcome = await runOnEach(command, targets, (m) => mutation.mutateAsync(command === 'remove' ? m.user_id! : m.id));
    setRunning(false);
    setOpen(null);
    setSelection({});
    show(outcome.ok ? 'success' : 'error', outcome.text);
  };
  const done = (text: string, timeoutMs?: number) => {
    setOpen(null);
    show('success', text, timeoutMs);
  };

  return (
    <Card title={`Members (${members.data.members.length})`} actions={actions}>
      <FlashMessage flash={flash} />
      {selected.length > 0 && (
        <div className="toolbar message message-info" role="region" aria-label="Bulk actions">
          <span>{selected.length} invitation(s) selected</span>
          <Button size="sm" onClick={() => setOpen({ kind: 'confirm', command: 'resend', members: selected })}>
            Resend Selected
          </Button>
          <Button size="sm" variant="danger" onClick={() => setOpen({ kind: 'confirm', command: 'cancel', members: selected })}>
            Cancel Selected
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelection({})}>
            Clear selection
          </Button>
        </div>
      )}
      {members.data.members.length === 0 ? (
        <EmptyState>No members yet. Invite people to get started.</EmptyState>
      ) : (
        <MembersTable
          members={members.data.members}
          currentUserId={currentUserId}
          selection={selection}
          onSelectionChange={setSelection}
          onAction={onAction}
          skillNames={skillNameMap}
          locationNames={locationNames}
        />
      )}
      {open?.kind === 'details' && (
        <MemberDetailsModal
          member={open.member}
          onClose={() => setOpen(null)}
          history={history?.(open.member)}
          editors={editors?.(open.member)}
        />
      )}
      {open?.kind === 'roles' && (
        <EditRolesModal
          organizationId={organizationId}
          member={open.member}
          isSelf={open.member.user_id === currentUserId}
          onClose={() => setOpen(null)}
          onDone={done}
        />
      )}
      {open?.kind === 'name' && (
        <EditNameModal organizationId={organizationId} member={open.member} onClose={() => setOpen(null)} onDone={done} />
      )}
      {open?.kind === 'confirm' && (
        <ConfirmDialog
          open
          onOpenChange={(next) => !next && !running && setOpen(null)}
          title={CONFIRM[open.command].title}
          description={CONFIRM[open.command].describe(open.members)}
          confirmLabel={CONFIRM[open.command].verb}
          danger={CONFIRM[open.command].danger}
          busy={running}
          onConfirm={() => void confirm(open.command, open.members)}
        />
      )}
    </Card>
  );
}
