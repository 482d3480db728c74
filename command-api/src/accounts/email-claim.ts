import { createHash } from 'node:crypto';
import type { EmailEvent } from '@rostra/contracts';
import { conflict, fold, type Decider, type EventStore } from '@rostra/platform';

/** One stream per address, so uniqueness is decided by the log itself (case-insensitively). */
export function emailStream(email: string): string {
  return `user-email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

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
export async function holderOf(events: EventStore, email: string): Promise<string | null> {
  return fold(emailDecider, (await events.readStream(emailStream(email))) as never[]).userId;
}
