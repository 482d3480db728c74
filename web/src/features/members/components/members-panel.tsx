import type { Member } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Card } from '@/components/ui/card.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, ErrorState, Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { locationsQuery } from '@/lib/locations-query.ts';
import { skillNames } from '@/lib/qualification-text.ts';
import { skillsQuery } from '@/lib/skills-query.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useMembers } from '../api/get-members.ts';
import { BulkInvitationActions } from './bulk-invitation-actions.tsx';
import type { MemberAction } from './member-actions.tsx';
import { MemberDialogs, type OpenDialog } from './member-dialogs.tsx';
import { acceptLink } from './member-format.ts';
import { MembersTable } from './members-table.tsx';
import { useMemberCommands } from './use-member-commands.ts';

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
  const { flash, show } = useFlash();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [open, setOpen] = useState<OpenDialog>(null);
  const commands = useMemberCommands(organizationId, (outcome) => {
    setOpen(null);
    setSelection({});
    show(outcome.ok ? 'success' : 'error', outcome.text);
  });

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
  return (
    <Card title={`Members (${members.data.members.length})`} actions={actions}>
      <FlashMessage flash={flash} />
      <BulkInvitationActions
        count={selected.length}
        onCommand={(command) => setOpen({ kind: 'confirm', command, members: selected })}
        onClear={() => setSelection({})}
      />
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
      <MemberDialogs
        open={open}
        organizationId={organizationId}
        currentUserId={currentUserId}
        running={commands.running}
        history={history}
        editors={editors}
        onClose={() => setOpen(null)}
        onDone={(text, timeoutMs) => {
          setOpen(null);
          show('success', text, timeoutMs);
        }}
        onConfirm={(command, targets) => void commands.run(command, targets)}
      />
    </Card>
  );
}
