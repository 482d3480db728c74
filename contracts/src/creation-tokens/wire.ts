import type { CreationToken, CreationTokenIssueBody } from './api.ts';
import type { CreationTokenIssued } from './events.ts';

// Where creation tokens' names cross the API's edge (docs/architecture.md#names-at-the-edge): an
// issue's snake_case body into the camelCase of the event, and the issued token back into an answer.

/** Who asked for the token, for which organization, with which notes, as the Issue command takes them. */
export const creationTokenIssueInput = (body: CreationTokenIssueBody) => ({
  requestedByEmail: body.requested_by_email ?? null,
  intendedOrganizationName: body.intended_organization_name ?? null,
  notes: body.notes ?? null,
});

/** A token as it is right after issue: the API's answer and the read model's first document. */
export function issuedCreationToken(data: CreationTokenIssued['data']): CreationToken & { status: 'active' } {
  const { tokenId, token, requestedByEmail, intendedOrganizationName, notes, issuedAt, expiresAt } = data;
  return {
    id: tokenId,
    token,
    status: 'active',
    requested_by_email: requestedByEmail,
    intended_organization_name: intendedOrganizationName,
    notes,
    created_at: issuedAt,
    expires_at: expiresAt,
    used_at: null,
    used_by: null,
    organization_id: null,
    cancelled_at: null,
  };
}
