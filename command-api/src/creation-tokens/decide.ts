import { CREATION_TOKEN_TEXT, TEXT, type CreationTokenEvent, type CreationTokenIssued } from '@rostra/contracts';
import { conflict, notFound, type Decider } from '@rostra/platform';
import { evolveCreationToken, initialCreationTokenState, statusAt, type CreationTokenState } from './token.ts';

export type CreationTokenCommand =
  | ({ type: 'Issue' } & CreationTokenIssued['data'])
  | { type: 'Cancel'; now: string }
  | { type: 'Redeem'; organizationId: string; userId: string; now: string };

/**
 * What redeeming the token would do for this user now: a fresh redemption, or the resumption of
 * one this user started for `organizationId` that was interrupted before it finished. Throws the
 * texts the web matches on (docs/product/error-texts.md) otherwise.
 */
export function redemption(state: CreationTokenState, userId: string, now: string): { resumes: string | null } {
  switch (statusAt(state, now)) {
    case null:
      throw notFound(TEXT.creationTokenNotFound);
    case 'used':
      if (state.usedBy === userId) return { resumes: state.organizationId };
      throw conflict(TEXT.creationTokenUsed);
    case 'cancelled':
      throw conflict(TEXT.creationTokenCancelled);
    case 'expired':
      throw conflict(TEXT.creationTokenExpired);
    case 'active':
      return { resumes: null };
  }
}

export const creationTokenDecider: Decider<CreationTokenCommand, CreationTokenState, CreationTokenEvent> = {
  initialState: initialCreationTokenState,
  evolve: evolveCreationToken,
  decide(command, state) {
    switch (command.type) {
      case 'Issue': {
        if (state.status !== 'none') throw conflict('This creation token already exists');
        const { type: _type, ...data } = command;
        return [{ type: 'CreationTokenIssued', data }];
      }
      case 'Cancel': {
        const status = statusAt(state, command.now);
        if (status === null) throw notFound(TEXT.creationTokenNotFound);
        if (status !== 'active') throw conflict(CREATION_TOKEN_TEXT.onlyActiveCancel(status));
        return [{ type: 'CreationTokenCancelled', data: { tokenId: state.tokenId!, cancelledAt: command.now } }];
      }
      case 'Redeem': {
        const { resumes } = redemption(state, command.userId, command.now);
        if (resumes === command.organizationId) return [];
        // Resuming for another organization id means a concurrent request of this user won the race.
        if (resumes !== null) throw conflict(TEXT.creationTokenUsed);
        const { organizationId, userId, now } = command;
        return [{ type: 'CreationTokenUsed', data: { tokenId: state.tokenId!, organizationId, userId, usedAt: now } }];
      }
    }
  },
};
