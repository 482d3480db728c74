import { createHash } from 'node:crypto';
import type { EmailEvent } from '@rostra/contracts';
import { conflict, type Decider } from '@rostra/platform';

/** One stream per address, so uniqueness is decided by the log itself (case-insensitively). */
export function emailStream(email: string): string {
  return `user-email-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

export const EMAIL_TAKEN = 'An account with this email already exists';

export interface EmailState {
  userId: string | null;
}

export type EmailCommand = { type: 'ClaimEmail'; email: string; userId: string };

export const emailDecider: Decider<EmailCommand, EmailState, EmailEvent> = {
  initialState: { userId: null },
  evolve: (_state, event) => ({ userId: event.data.userId }),
  decide(command, state) {
    if (state.userId) throw conflict(EMAIL_TAKEN);
    return [{ type: 'EmailClaimed', data: { email: command.email, userId: command.userId } }];
  },
};
