import { CREATION_TOKENS_TABLE, issuedCreationToken, type CreationToken, type CreationTokenEvent } from '@rostra/contracts';
import type { Projection, RecordedEvent } from '@rostra/platform';

/**
 * A creation token as super admins list it (docs/product/entities.md). `status` is what the log says (active, used,
 * cancelled); an active token past `expires_at` is answered as expired by the query side.
 */
export type CreationTokenRow = Omit<CreationToken, 'status'> & { status: 'active' | 'used' | 'cancelled'; [key: string]: unknown };

export const creationTokensProjection: Projection = {
  name: 'creation_tokens',
  version: 1,
  tables: [{ name: CREATION_TOKENS_TABLE, indexes: [{ fields: ['status', 'expires_at'] }, { fields: ['created_at'] }] }],
  eventTypes: ['CreationTokenIssued', 'CreationTokenUsed', 'CreationTokenCancelled'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & CreationTokenEvent;
    if (event.type === 'CreationTokenIssued') {
      const row: CreationTokenRow = { ...issuedCreationToken(event.data) };
      tx.put(CREATION_TOKENS_TABLE, row);
      return;
    }
    const row = await tx.get<CreationTokenRow>(CREATION_TOKENS_TABLE, event.data.tokenId);
    if (!row) return;
    if (event.type === 'CreationTokenUsed') {
      const { usedAt, userId, organizationId } = event.data;
      tx.put(CREATION_TOKENS_TABLE, { ...row, status: 'used', used_at: usedAt, used_by: userId, organization_id: organizationId });
    } else {
      tx.put(CREATION_TOKENS_TABLE, { ...row, status: 'cancelled', cancelled_at: event.data.cancelledAt });
    }
  },
};
