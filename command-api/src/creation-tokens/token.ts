import { creationTokenStatus, type CreationTokenEvent, type CreationTokenStatus } from '@rostra/contracts';

export interface CreationTokenState {
  tokenId: string | null;
  status: 'none' | 'active' | 'used' | 'cancelled';
  expiresAt: string | null;
  /** Who redeemed it, and for which organization id. */
  usedBy: string | null;
  organizationId: string | null;
}

export const initialCreationTokenState: CreationTokenState = {
  tokenId: null,
  status: 'none',
  expiresAt: null,
  usedBy: null,
  organizationId: null,
};

export function evolveCreationToken(state: CreationTokenState, event: CreationTokenEvent): CreationTokenState {
  switch (event.type) {
    case 'CreationTokenIssued':
      return { ...state, tokenId: event.data.tokenId, status: 'active', expiresAt: event.data.expiresAt };
    case 'CreationTokenUsed':
      return { ...state, status: 'used', usedBy: event.data.userId, organizationId: event.data.organizationId };
    case 'CreationTokenCancelled':
      return { ...state, status: 'cancelled' };
  }
}

/** The status at an instant ('expired' is a function of time, never an event); null when never issued. */
export function statusAt(state: CreationTokenState, now: string): CreationTokenStatus | null {
  return state.status === 'none' ? null : creationTokenStatus(state.status, state.expiresAt!, new Date(now));
}
