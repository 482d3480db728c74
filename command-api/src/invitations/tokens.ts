import { createHash, randomBytes } from 'node:crypto';
import { EVENT_VERSIONS, type InvitationTokenIssued } from '@rostra/contracts';
import { conflict, execute, type CommandContext, type Decider } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';

/** 192 random bits, base64url: 32 URL-safe characters (docs/product/validation.md wants at least 16). */
export function newInvitationToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Named by the token's hash, so the log never spells a token in a stream name. */
export function invitationTokenStream(token: string): string {
  return `invitation-token-${createHash('sha256').update(token).digest('hex')}`;
}

export interface TokenRef {
  organizationId: string;
  invitationId: string;
}

type IssueToken = { type: 'IssueToken' } & TokenRef;

export const invitationTokenDecider: Decider<IssueToken, TokenRef | null, InvitationTokenIssued> = {
  initialState: null,
  evolve: (_state, event) => event.data,
  decide(command, state) {
    if (state) throw conflict('This invitation token is already in use');
    return [{ type: 'InvitationTokenIssued', data: { organizationId: command.organizationId, invitationId: command.invitationId } }];
  },
};

/**
 * Records which invitation a token belongs to, once the membership stream has accepted it (so a
 * refused invitation appends nothing). Nobody holds the token before this answer is sent.
 */
export async function indexInvitationToken(
  deps: CommandApiDeps,
  token: string,
  ref: TokenRef,
  context: CommandContext,
): Promise<bigint | null> {
  return (
    await execute(
      deps.events,
      invitationTokenStream(token),
      invitationTokenDecider,
      { type: 'IssueToken', ...ref },
      context,
      EVENT_VERSIONS,
    )
  ).position;
}

/** Which invitation a token was issued for, from the log; whether it still works is the membership stream's call. */
export async function resolveInvitationToken(deps: CommandApiDeps, token: string): Promise<TokenRef | null> {
  const [issued] = await deps.events.readStream(invitationTokenStream(token), { maxCount: 1 });
  return issued ? (issued.data as TokenRef) : null;
}
