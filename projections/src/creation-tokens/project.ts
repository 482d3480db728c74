import { CREATION_TOKENS_TABLE, type CreationTokenEvent } from '@rostra/contracts';
import type { Projection, RecordedEvent } from '@rostra/platform';

/**
 * A creation token as super admins list it. `status` is what the log says (active, used,
 * cancelled); an active token past `expires_at` is answered as expired by the query side.
 */
export interface CreationTokenRow {
  id: string;
  token: string;
  status: 'active' | 'used' | 'cancelled';
  requested_by_email: string | null;
  intended_organization_name: string | null;
  notes: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  organization_id: string | null;
  cancelled_at: string | null;
  [key: string]: unknown;
}

export const creationTokensProjection: Projection = {
  name: 'creation_tokens',
  version: 1,
  tables: [{ name: CREATION_TOKENS_TABLE, indexes: [{ fields: ['status', 'expires_at'] }, { fields: ['created_at'] }] }],
  eventTypes: ['CreationTokenIssued', 'CreationTokenUsed', 'CreationTokenCancelled'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & CreationTokenEvent;
    if (event.type === 'CreationTokenIssued') {
      const { tokenId, token, requested_by_email, intended_organization_name, notes, issuedAt, expiresAt } = event.data;
      const row: CreationTokenRow = {
        id: tokenId,
        token,
        status: 'active',
        requested_by_email,
        intended_organization_name,
        notes,
        created_at: issuedAt,
        expires_at: expiresAt,
        used_at: null,
        used_by: null,
        organization_id: null,
        cancelled_at: null,
      };
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
