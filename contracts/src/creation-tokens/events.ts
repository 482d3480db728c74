// Events of `creation-token-{tokenId}`, where tokenId is derived from the token text (see
// command-api/src/creation-tokens/streams.ts), so a presented token leads to its stream directly.
// 'expired' is not an event: it is a function of time, computed wherever a token is read.

export interface CreationTokenIssued {
  type: 'CreationTokenIssued';
  data: {
    tokenId: string;
    /** Kept in clear: super admins copy it from the token list (docs/product/screens-and-routes.md). */
    token: string;
    requestedByEmail: string | null;
    intendedOrganizationName: string | null;
    notes: string | null;
    issuedAt: string;
    expiresAt: string;
  };
}

/** Redeemed by creating an organization: decided on this stream, so it happens once only. */
export interface CreationTokenUsed {
  type: 'CreationTokenUsed';
  data: { tokenId: string; organizationId: string; userId: string; usedAt: string };
}

export interface CreationTokenCancelled {
  type: 'CreationTokenCancelled';
  data: { tokenId: string; cancelledAt: string };
}

export type CreationTokenEvent = CreationTokenIssued | CreationTokenUsed | CreationTokenCancelled;

/** CreationTokenIssued 2 renamed the API's snake_case fields to camelCase (creation-token-upcasters.ts reads version 1). */
export const CREATION_TOKEN_EVENT_VERSIONS = {
  CreationTokenIssued: 2,
  CreationTokenUsed: 1,
  CreationTokenCancelled: 1,
} as const satisfies Record<CreationTokenEvent['type'], number>;
