import type { RolesAsOf } from '@rostra/contracts';
import { rolesAsOfQuery } from '../api/get-roles-as-of.ts';
import { rolesText } from './audit-format.ts';
import { OnDate } from './on-date.tsx';

const STANDING = { member: 'a member', invited: 'invited', none: 'not in the organization' } as const;

const describe = (roles: RolesAsOf) => `${STANDING[roles.status]}${roles.status === 'none' ? '' : `, roles ${rolesText(roles)}`}`;

/** "Roles on date": the member's roles at the end of a chosen day, answered from the log. */
export function RolesOnDate({ organizationId, memberId }: { organizationId: string; memberId: string }) {
  return (
    <OnDate
      label="Roles on date"
      formLabel="Point-in-time roles"
      query={(asOf) => rolesAsOfQuery(organizationId, memberId, asOf)}
      describe={describe}
    />
  );
}
