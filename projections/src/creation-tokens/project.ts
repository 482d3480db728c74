import { CREATION_TOKENS_TABLE, issuedCreationToken, type CreationToken, type CreationTokenEvent } from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { rowUpdater } from '../shared/rows.ts';

/**
 * A creation token as super admins list it (docs/product/entities.md). `status` is what the log says (active, used,
 * cancelled); an active token past `expires_at` is answered as expired by the query side.
 */
export type CreationTokenRow = Omit<CreationToken, 'status'> & { status: 'active' | 'used' | 'cancelled'; [key: string]: unknown };

const update = rowUpdater<CreationTokenRow>(CREATION_TOKENS_TABLE);

export const creationTokensProjection = projectionOf<CreationTokenEvent>({
  name: 'creation_tokens',
  version: 1,
  tables: [{ name: CREATION_TOKENS_TABLE, indexes: [{ fields: ['status', 'expires_at'] }, { fields: ['created_at'] }] }],
  on: {
    CreationTokenIssued: ({ data }, tx) => tx.put(CREATION_TOKENS_TABLE, { ...issuedCreationToken(data) } satisfies CreationTokenRow),
    CreationTokenUsed: ({ data }, tx) =>
      update(tx, data.tokenId, { status: 'used', used_at: data.usedAt, used_by: data.userId, organization_id: data.organizationId }),
    CreationTokenCancelled: ({ data }, tx) => update(tx, data.tokenId, { status: 'cancelled', cancelled_at: data.cancelledAt }),
  },
});
