// Which fields of each event are personal, and whose (docs/product/personal-data.md). The event
// stores encrypt these fields with their data subject's key before an append and decrypt them as
// they read (platform/src/personal-data); erasing a person deletes their key, and every reader
// then sees the field's replacement. Ids, dates, shift types and counts stay plain, so schedules,
// analytics and the audit trail keep their shape. Every event type must have an entry here
// (personal-data.test.ts), so a new event declares what it holds, if only "nothing personal".

import type { EventType } from './index.ts';

/** How a field reads after its subject's erasure: a name as "Former member N", a note as empty. */
export type PersonalKind = 'name' | 'name-part' | 'email' | 'text' | 'device';

/**
 * Whose a value is: a user account, a member of an organization (an invitation is keyed as the member
 * it becomes: a member who joined by invitation keeps its id), or whoever asked for a creation token.
 * Never an address itself: a person erased may be invited again at the same address.
 */
export type DataSubject = { user: string } | { member: string } | { creationToken: string };

/** Where a wildcard (`*`) of the path stands, for subjects named beside the field. */
export interface FieldContext {
  data: Record<string, unknown>;
  /** The element (or record key) the path's last wildcard matched. */
  item: Record<string, unknown>;
  key: string;
  /** The plaintext value of the field. */
  value: unknown;
}

export interface PersonalField {
  /** Dot path into the payload; `*` matches every element of an array or entry of a record. */
  path: string;
  kind: PersonalKind;
  /**
   * Whose the value is. A value about several people (a reason naming each member kept off a shift)
   * is sealed with each one's key in turn: it reads while all of them are there, and as the
   * replacement once any one is erased.
   */
  subject: (at: FieldContext) => DataSubject | DataSubject[] | null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const user =
  (field: string) =>
  ({ data }: FieldContext): DataSubject | null => {
    const id = str(data[field]);
    return id ? { user: id } : null;
  };
const member =
  (field: string) =>
  ({ data }: FieldContext): DataSubject | null => {
    const id = str(data[field]);
    return id ? { member: id } : null;
  };
const itemMember =
  (field: string) =>
  ({ item }: FieldContext): DataSubject | null => {
    const id = str(item[field]);
    return id ? { member: id } : null;
  };
const itemMembers =
  (field: string) =>
  ({ item }: FieldContext): DataSubject[] | null => {
    const ids = Array.isArray(item[field]) ? (item[field] as unknown[]).map(str).filter((id): id is string => id !== null) : [];
    return ids.length > 0 ? ids.map((id) => ({ member: id })) : null;
  };
const keyMember = ({ key }: FieldContext): DataSubject | null => (key ? { member: key } : null);
const creationToken = ({ data }: FieldContext): DataSubject | null => {
  const id = str(data['tokenId']);
  return id ? { creationToken: id } : null;
};

const field = (path: string, kind: PersonalKind, subject: PersonalField['subject']): PersonalField => ({ path, kind, subject });
const nameParts = (prefix: string, subject: PersonalField['subject']): PersonalField[] => [
  field(`${prefix}firstName`, 'name', subject),
  field(`${prefix}middleName`, 'name-part', subject),
  field(`${prefix}lastName`, 'name-part', subject),
  field(`${prefix}preferredName`, 'name-part', subject),
];
const NONE: readonly PersonalField[] = [];

/** The actor's e-mail address in every event's metadata, the actor's own. */
export const PERSONAL_METADATA: readonly PersonalField[] = [field('actorEmail', 'email', user('actorUserId'))];

/** Every event type's personal fields; an empty list: the event holds nothing personal. */
export const PERSONAL_DATA: Record<EventType, readonly PersonalField[]> = {
  UserRegistered: [field('email', 'email', user('userId')), field('name', 'name', user('userId'))],
  UserRegistrationAbandoned: NONE,
  UserNameChanged: [field('name', 'name', user('userId'))],
  PasswordChanged: NONE,
  SessionStarted: [field('userAgent', 'device', user('userId'))],
  SessionRefreshed: NONE,
  SessionRevoked: NONE,
  SignedOutEverywhere: NONE,
  PasswordRecoveryRequested: NONE,
  PasswordResetCompleted: NONE,
  SignInLinkIssued: NONE,
  SignInLinkUsed: NONE,
  TwoFactorEnrolmentStarted: NONE,
  TwoFactorEnabled: NONE,
  TwoFactorDisabled: NONE,
  TwoFactorCodeUsed: NONE,
  RecoveryCodeUsed: NONE,
  EmailClaimed: [field('email', 'email', user('userId'))],
  EmailReleased: NONE,
  // Who, when and why, without the erased data: the reason is the super admin's and stays readable.
  UserErased: NONE,

  MemberJoined: [
    field('email', 'email', member('memberId')),
    field('name', 'name', member('memberId')),
    ...nameParts('', member('memberId')),
  ],
  InvitationCreated: [
    field('email', 'email', member('invitationId')),
    field('invitedName', 'name', member('invitationId')),
    ...nameParts('', member('invitationId')),
    field('invitedByEmail', 'email', user('invitedByUserId')),
  ],
  InvitationResent: [field('email', 'email', member('invitationId'))],
  InvitationCancelled: [field('email', 'email', member('invitationId'))],
  InvitationRolesChanged: [field('email', 'email', member('invitationId'))],
  InvitationAccepted: [field('email', 'email', user('userId'))],
  MemberRolesChanged: [field('email', 'email', member('memberId'))],
  MemberRemoved: [field('email', 'email', member('memberId'))],
  MemberNameChanged: [
    field('email', 'email', member('memberId')),
    ...nameParts('before.', member('memberId')),
    ...nameParts('after.', member('memberId')),
  ],
  InvitationTokenIssued: NONE,

  OrganizationIdAllocated: NONE,
  // An organization's own contact details are the organization's, not a person's.
  OrganizationCreated: NONE,
  OrganizationProfileUpdated: NONE,
  OrganizationSettingsChanged: NONE,
  SchedulingConfigSet: NONE,
  OrganizationHolidayAdded: NONE,
  OrganizationHolidayRemoved: NONE,
  OrganizationDeleted: NONE,

  CreationTokenIssued: [field('requestedByEmail', 'email', creationToken), field('notes', 'text', creationToken)],
  CreationTokenUsed: NONE,
  CreationTokenCancelled: NONE,

  PreferencesChanged: [
    field('preferences.reason', 'text', member('memberId')),
    field('changes.reason.from', 'text', member('memberId')),
    field('changes.reason.to', 'text', member('memberId')),
  ],
  AdminEditsPermissionChanged: NONE,

  VacationRequested: [field('requestNotes', 'text', member('memberId'))],
  VacationRequestApproved: [field('reviewNotes', 'text', member('memberId')), field('reviewerEmail', 'email', user('reviewerUserId'))],
  VacationRequestRejected: [field('reviewNotes', 'text', member('memberId')), field('reviewerEmail', 'email', user('reviewerUserId'))],
  VacationRequestCancelled: NONE,
  ManagerNotificationRequired: [field('managerEmail', 'email', user('managerUserId'))],

  ScheduleGenerationRequested: NONE,
  ScheduleGenerationStarted: NONE,
  ScheduleGenerationProgressed: NONE,
  // A reason names the members it keeps off the shift, as the organization shows them.
  SchedulePartGenerated: [field('coverage.*.reasons.*.message', 'text', itemMembers('employeeIds'))],
  ScheduleGenerated: [field('memberNames.*', 'name', keyMember)],
  ScheduleGenerationFailed: NONE,
  ScheduleCleared: NONE,
  SchedulePublished: NONE,
  ScheduleAssignmentChanged: NONE,
  ScheduleRepairProposed: [field('memberNames.*', 'name', keyMember)],
  ScheduleRepairRequested: NONE,
  ScheduleRepairStarted: NONE,
  ScheduleRepairFailed: NONE,
  ScheduleRepairApplied: NONE,

  ProjectionRebuildRequested: NONE,

  ShiftTypeCreated: NONE,
  ShiftTypeUpdated: NONE,
  ShiftRequirementsSet: NONE,
  ShiftTypeDeleted: NONE,

  LocationCreated: NONE,
  LocationUpdated: NONE,
  LocationDeleted: NONE,
  ShiftTypeLocationSet: NONE,
  MemberLocationsSet: NONE,

  SkillCreated: NONE,
  SkillRenamed: NONE,
  SkillDeleted: NONE,
  MemberSkillsSet: NONE,

  CollaborationCreated: NONE,
  CollaborationDeleted: NONE,

  CalendarFeedIssued: NONE,
  CalendarFeedRevoked: NONE,

  ScheduleQualityReported: [
    field('employees.items.*.name', 'name', itemMember('memberId')),
    field('overruled.items.*.name', 'name', itemMember('memberId')),
    // The names in a reason's message are of the first of its member ids.
    field('explanations.items.*.reasons.*.message', 'text', itemMembers('memberIds')),
    field('skillShortfalls.items.*.reasons.*.message', 'text', itemMembers('memberIds')),
    field('skillExplanations.items.*.reasons.*.message', 'text', itemMembers('memberIds')),
    // A change in words names the member it loosens a rule for ("renew Ann's … qualification").
    field('explanations.items.*.suggestions.*.text', 'text', itemMember('memberId')),
    field('skillExplanations.items.*.suggestions.*.text', 'text', itemMember('memberId')),
  ],

  AbsenceRecorded: [field('reason', 'text', member('memberId'))],

  TradeOffered: NONE,
  TradeAccepted: NONE,
  TradeApproved: [field('notes', 'text', user('reviewerUserId')), field('reviewerEmail', 'email', user('reviewerUserId'))],
  TradeDeclined: [field('notes', 'text', user('reviewerUserId')), field('reviewerEmail', 'email', user('reviewerUserId'))],
  TradeCancelled: NONE,
  TradeExpired: NONE,
  ScheduleTradeApplied: NONE,
  ShortNoticeChangesRecorded: NONE,

  OpenShiftPosted: NONE,
  OpenShiftClaimed: NONE,
  ScheduleOpenShiftAssigned: NONE,
  OpenShiftCancelled: NONE,
  OpenShiftExpired: NONE,

  NotificationsRead: NONE,
  NotificationSettingsChanged: NONE,
  ShiftRemindersDue: NONE,
};
