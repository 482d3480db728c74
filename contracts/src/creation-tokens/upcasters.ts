import type { CreationTokenIssued } from './events.ts';
import { renamed } from '../events/renamed.ts';

/** CreationTokenIssued as version 1 recorded it, with the API body's snake_case names. */
export interface CreationTokenIssuedV1 {
  data: Omit<CreationTokenIssued['data'], 'requestedByEmail' | 'intendedOrganizationName'> & {
    requested_by_email: string | null;
    intended_organization_name: string | null;
  };
}

export const creationTokenIssuedV1ToV2: (data: CreationTokenIssuedV1['data']) => CreationTokenIssued['data'] = renamed({
  requested_by_email: 'requestedByEmail',
  intended_organization_name: 'intendedOrganizationName',
});
