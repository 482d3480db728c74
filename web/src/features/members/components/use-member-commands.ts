import type { Member } from '@rostra/contracts';
import { useState } from 'react';
import { useCancelInvitation } from '../api/cancel-invitation.ts';
import { useRemoveUser } from '../api/remove-user.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { runOnEach, type Command } from './member-commands.ts';

/** Runs a confirmed command on each of its members (resend, cancel: invitations; remove: users) and hands `onDone` the outcome in words. */
export function useMemberCommands(organizationId: string, onDone: (outcome: { ok: boolean; text: string }) => void) {
  const resend = useResendInvitation(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const remove = useRemoveUser(organizationId);
  const [running, setRunning] = useState(false);
  const run = async (command: Command, targets: Member[]) => {
    setRunning(true);
    const mutation = { resend, cancel, remove }[command];
    const outcome = await runOnEach(command, targets, (m) => mutation.mutateAsync(command === 'remove' ? m.user_id! : m.id));
    setRunning(false);
    onDone(outcome);
  };
  return { run, running };
}
