import type { CreationTokenIssued } from './creation-tokens.ts';

/** CreationTokenIssued as version 1 recorded it, with the API body's snake_case names. */
export interface CreationTokenIssuedV1 {
  data: Omit<CreationTokenIssued['data'], 'requestedByEmail' | 'intendedOrganizationName'> & {
    requested_by_email: string | null;
    intended_organization_name: string | null;
  };
}

export function creationTokenIssuedV1ToV2({
  requested_by_email,
  intended_organization_name,
  ...rest
}: CreationTokenIssuedV1['data']): CreationTokenIssued['data'] {
  return { ...rest, requestedByEmail: requested_by_email, intendedOrganizationName: intended_organization_name };
}
