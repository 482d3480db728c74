import type { NameParts, Roles } from './api.ts';
import type {
  InvitationCreated,
  InvitationRolesChanged,
  MemberJoined,
  MemberNameChanged,
  MemberRemoved,
  MemberRolesChanged,
  NamePartsData,
  RolesData,
} from './events.ts';
import { renamed } from '../events/renamed.ts';

// Membership events as version 1 recorded them, with the API body's snake_case names (the API's
// Roles and NameParts of the time), and the steps to version 2. The renaming is written once,
// here: today's API still names the fields as version 1 did, so contracts/src/members/wire.ts
// translates with the same names.

/** Roles, name parts and the invited name, version 1's name → version 2's. */
export const MEMBER_NAMES_V2 = {
  is_admin: 'isAdmin',
  is_employee: 'isEmployee',
  first_name: 'firstName',
  middle_name: 'middleName',
  last_name: 'lastName',
  preferred_name: 'preferredName',
  invited_name: 'invitedName',
} as const;
const v2 = renamed(MEMBER_NAMES_V2);

type RolesNames = keyof RolesData;
type PartsNames = keyof NamePartsData;

export interface MemberJoinedV1 {
  data: Omit<MemberJoined['data'], RolesNames | PartsNames> & Roles & NameParts;
}
export interface InvitationCreatedV1 {
  data: Omit<InvitationCreated['data'], RolesNames | PartsNames | 'invitedName'> & Roles & NameParts & { invited_name: string | null };
}
export interface MemberRemovedV1 {
  data: Omit<MemberRemoved['data'], RolesNames> & Roles;
}
export interface MemberRolesChangedV1 {
  data: Omit<MemberRolesChanged['data'], 'before' | 'after'> & { before: Roles; after: Roles };
}
export interface InvitationRolesChangedV1 {
  data: Omit<InvitationRolesChanged['data'], 'before' | 'after'> & { before: Roles; after: Roles };
}
export interface MemberNameChangedV1 {
  data: Omit<MemberNameChanged['data'], 'before' | 'after'> & { before: NameParts; after: NameParts };
}

/** A change recorded as before → after, both sides renamed. */
function beforeAndAfterV2<B extends object, T extends { before: B; after: B }>({ before, after, ...rest }: T) {
  return { ...rest, before: v2<B>(before), after: v2<B>(after) };
}

export const memberJoinedV1ToV2: (data: MemberJoinedV1['data']) => MemberJoined['data'] = v2;
export const invitationCreatedV1ToV2: (data: InvitationCreatedV1['data']) => InvitationCreated['data'] = v2;
export const memberRemovedV1ToV2: (data: MemberRemovedV1['data']) => MemberRemoved['data'] = v2;
export const memberRolesChangedV1ToV2 = (data: MemberRolesChangedV1['data']): MemberRolesChanged['data'] =>
  beforeAndAfterV2<Roles, MemberRolesChangedV1['data']>(data);
export const invitationRolesChangedV1ToV2 = (data: InvitationRolesChangedV1['data']): InvitationRolesChanged['data'] =>
  beforeAndAfterV2<Roles, InvitationRolesChangedV1['data']>(data);
export const memberNameChangedV1ToV2 = (data: MemberNameChangedV1['data']): MemberNameChanged['data'] =>
  beforeAndAfterV2<NameParts, MemberNameChangedV1['data']>(data);
