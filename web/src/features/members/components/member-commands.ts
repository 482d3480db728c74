import type { Member } from '@rostra/contracts';
import { errorText } from '@/lib/errors.ts';

export type Command = 'resend' | 'cancel' | 'remove';

export const CONFIRM: Record<Command, { title: string; verb: string; danger: boolean; describe: (members: Member[]) => string }> = {
  resend: {
    title: 'Resend invitation',
    verb: 'Resend',
    danger: false,
    describe: (m) =>
      m.length === 1
        ? `Send ${m[0]!.email} a new invitation link? The previous link stops working.`
        : `Resend ${m.length} invitations? Their previous links stop working.`,
  },
  cancel: {
    title: 'Cancel invitation',
    verb: 'Cancel Invitation',
    danger: true,
    describe: (m) =>
      m.length === 1
        ? `Cancel the invitation of ${m[0]!.email}? The link stops working.`
        : `Cancel ${m.length} invitations? Their links stop working.`,
  },
  remove: {
    title: 'Remove user',
    verb: 'Remove',
    danger: true,
    describe: (m) => `Remove ${m[0]!.name} (${m[0]!.email}) from this organization? They lose access to its schedules.`,
  },
};

const DONE: Record<Command, (count: number, one: Member) => string> = {
  resend: (n, one) => (n === 1 ? `✓ Invitation resent to ${one.email}` : `✓ ${n} invitations resent`),
  cancel: (n, one) => (n === 1 ? `✓ Invitation for ${one.email} cancelled` : `✓ ${n} invitations cancelled`),
  remove: (_n, one) => `✓ ${one.name} removed from the organization`,
};
const FAILED: Record<Command, string> = { resend: 'resend invitation', cancel: 'cancel invitation', remove: 'remove user' };

/**
 * Runs a command on each member in turn and words the outcome: success, or
 * '✗ Failed to …: {reason}' (docs/product/error-texts.md), with how many succeeded when some did.
 */
export async function runOnEach(
  command: Command,
  members: Member[],
  run: (member: Member) => Promise<unknown>,
): Promise<{ ok: boolean; text: string }> {
  const failures: { member: Member; error: unknown }[] = [];
  for (const member of members) {
    try {
      await run(member);
    } catch (error) {
      failures.push({ member, error });
    }
  }
  const succeeded = members.length - failures.length;
  if (failures.length === 0) return { ok: true, text: DONE[command](succeeded, members[0]!) };
  const reason = failures.map((f) => (members.length > 1 ? `${f.member.email}: ${errorText(f.error)}` : errorText(f.error))).join('; ');
  const prefix = succeeded > 0 ? `${DONE[command](succeeded, members[0]!)}. ` : '';
  return { ok: false, text: `${prefix}✗ Failed to ${FAILED[command]}${failures.length > 1 ? ` (${failures.length})` : ''}: ${reason}` };
}
