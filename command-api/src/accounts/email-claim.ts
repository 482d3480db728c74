import type { EmailEvent } from '@rostra/contracts';
import { conflict, fold, type Decider } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';

// One stream per address (deps.emailStream, a keyed hash of it in lower case), so uniqueness is
// decided by the log itself, case-insensitively.

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface EmailState {
  userId: string | null;
}

export type EmailCommand = { type: 'ClaimEmail'; email: string; userId: string } | { type: 'ReleaseEmail'; userId: string };

export const emailDecider: Decider<EmailCommand, EmailState, EmailEvent> = {
  initialState: { userId: null },
  evolve: (_state, event) => ({ userId: event.type === 'EmailClaimed' ? event.data.userId : null }),
  decide(command, state) {
    if (command.type === 'ReleaseEmail')
      return state.userId === command.userId ? [{ type: 'EmailReleased', data: { userId: command.userId } }] : [];
    if (state.userId) throw conflict(EMAIL_TAKEN);
    return [{ type: 'EmailClaimed', data: { email: command.email, userId: command.userId } }];
  },
};

/** Who holds an address now, if anyone. */
export async function holderOf(deps: Pick<CommandApiDeps, 'events' | 'emailStream'>, email: string): Promise<string | null> {
  return fold(emailDecider, (await deps.events.readStream(deps.emailStream(email))) as never[]).userId;
}
