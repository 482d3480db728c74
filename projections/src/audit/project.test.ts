import { EVENT_TYPES } from '@rostra/contracts';
import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { boInvited, boJoined, founderJoined } from '../testing/membership.ts';
import { membershipAsRecordedV1 } from '../testing/recorded-v1.ts';
import { describe, expect, it } from 'vitest';
import { AUDITED_EVENT_TYPES, auditProjection, type AuditRow } from './project.ts';

/**
 * Every event type is either audited or listed here with the reason it is not. A new event type
 * fails the completeness test below until it is put on one side or the other.
 */
const NOT_AUDITED: Record<string, string> = {
  // Accounts: a user's own account and sessions, not an organization's business.
  UserRegistered: 'account',
  UserRegistrationAbandoned: 'account',
  UserNameChanged: 'own profile name (member name changes are audited)',
  PasswordChanged: 'account',
  SessionStarted: 'session',
  SessionRefreshed: 'session',
  SessionRevoked: 'session',
  SignedOutEverywhere: 'session',
  PasswordRecoveryRequested: 'account',
  PasswordResetCompleted: 'account',
  SignInLinkIssued: 'account',
  SignInLinkUsed: 'account',
  TwoFactorEnrolmentStarted: 'account',
  TwoFactorEnabled: 'account',
  TwoFactorDisabled: 'account',
  TwoFactorCodeUsed: 'account',
  RecoveryCodeUsed: 'account',
  EmailClaimed: 'uniqueness index stream',
  EmailReleased: 'uniqueness index stream',
  // Erasure is the account's: its who, when and why stay on the user's stream; the person's organizations' entries show the replacement.
  UserErased: 'account',
  // The invitation's token index: InvitationCreated and InvitationResent are the audited facts.
  InvitationTokenIssued: 'token index stream',
  // Organization profile, settings and setup: not vacation, roles or membership.
  OrganizationIdAllocated: 'id sequence',
  OrganizationCreated: 'the founder joining is audited',
  OrganizationProfileUpdated: 'profile',
  OrganizationSettingsChanged: 'display setting',
  SchedulingConfigSet: 'setup',
  OrganizationHolidayAdded: 'setup',
  OrganizationHolidayRemoved: 'setup',
  CreationTokenIssued: 'super-admin tokens',
  CreationTokenUsed: 'super-admin tokens',
  CreationTokenCancelled: 'super-admin tokens',
  ShiftTypeCreated: 'setup',
  ShiftTypeUpdated: 'setup',
  ShiftRequirementsSet: 'setup',
  ShiftTypeDeleted: 'setup',
  LocationCreated: 'setup',
  LocationUpdated: 'setup',
  LocationDeleted: 'setup',
  ShiftTypeLocationSet: 'setup',
  SkillCreated: 'setup',
  SkillRenamed: 'setup',
  SkillDeleted: 'setup',
  CollaborationCreated: 'setup',
  CollaborationDeleted: 'setup',
  // The employee's own permission switch: never on someone's behalf.
  AdminEditsPermissionChanged: 'always the member themself',
  // A member's own calendar feed link: the log keeps who made and revoked it, and nobody does it for someone else.
  CalendarFeedIssued: 'always the member themself',
  CalendarFeedRevoked: 'always the member themself',
  // A solver replica's claim and progress: the request and its outcome are audited.
  ScheduleGenerationStarted: 'solver claim',
  ScheduleGenerationProgressed: 'solver progress',
  SchedulePartGenerated: 'the ScheduleGenerated closing it is audited',
  // The solver's report on its own schedule: nobody acts, the generation it follows is audited.
  ScheduleQualityReported: 'solver report',
  ProjectionRebuildRequested: 'operations, not an organization',
  ScheduleRepairProposed: 'a proposal: applying it is audited',
  // Asking the solver service for a proposal, its claim and its failure change no schedule.
  ScheduleRepairRequested: 'a proposal asked for: applying it is audited',
  ScheduleRepairStarted: 'solver claim',
  ScheduleRepairFailed: 'no proposal: nothing changed',
  // A user's own notifications: what they read and want by e-mail.
  NotificationsRead: 'always the user themself',
  NotificationSettingsChanged: 'always the user themself',
  ShiftRemindersDue: 'the clock: nothing changed',
  ShortNoticeChangesRecorded: 'marks the entry of the change it was appended with',
};

const admin = { actorUserId: 'u1', actorEmail: 'ada@example.com', organizationId: '7' };
const at = (occurredAt: string, metadata: object = admin) => ({ metadata: { ...metadata, occurredAt } });
const inWard7 = { organizationId: '7', invitationId: 'i2' };
const bo = { actorUserId: 'u2', actorEmail: 'bo@example.com', organizationId: '7', subjectMemberId: 'i2' };

const founded = founderJoined(
  { organizationId: '7' },
  { streamId: 'membership-7', ...at('2026-03-01T08:00:00.000Z', { ...admin, subjectMemberId: 'm1' }) },
);
const invited = boInvited(
  { ...inWard7, invited_name: null, first_name: 'Bo', last_name: 'Berg', token: 'secret-token', expiresAt: '2026-03-09T08:00:00.000Z' },
  { streamId: 'membership-7', ...at('2026-03-02T08:00:00.000Z', { ...admin, subjectMemberId: 'i2' }) },
);
const joined: GivenEvent[] = [
  {
    type: 'InvitationAccepted',
    streamId: 'membership-7',
    data: { ...inWard7, email: 'bo@example.com', userId: 'u2' },
    ...at('2026-03-03T08:00:00.000Z', bo),
  },
  boJoined({ ...inWard7, memberId: 'i2', last_name: 'Berg' }, { streamId: 'membership-7', ...at('2026-03-03T08:00:00.000Z', bo) }),
];
const request = { organizationId: '7', memberId: 'i2', requestId: 'i2.1' };
const review = { reviewNotes: 'Enjoy', reviewerUserId: 'u1', reviewerEmail: 'ada@example.com', reviewedAt: '2026-03-05T08:00:00.000Z' };

async function entries(events: GivenEvent[]): Promise<AuditRow[]> {
  return (await project(auditProjection, membershipAsRecordedV1(events))).table<AuditRow>('audit_entries');
}

describe('the audit trail read model', () => {
  it('audits every event type that touches vacation, roles or membership, and lists every other type as not audited', () => {
    const audited = new Set(AUDITED_EVENT_TYPES);
    expect(
      EVENT_TYPES.filter((type) => !audited.has(type) && !(type in NOT_AUDITED)),
      'neither audited nor listed as not audited',
    ).toEqual([]);
    expect(
      Object.keys(NOT_AUDITED).filter((type) => audited.has(type)),
      'both audited and listed as not audited',
    ).toEqual([]);
    expect(
      Object.keys(NOT_AUDITED).filter((type) => !(EVENT_TYPES as string[]).includes(type)),
      'listed but no longer an event type',
    ).toEqual([]);
    const touching = EVENT_TYPES.filter((type) =>
      /^(Absence|Vacation|ManagerNotification|Member|Invitation(?!Token)|Preferences|Schedule(Generated|Cleared|GenerationRequested|GenerationFailed|Published|AssignmentChanged|RepairApplied))/.test(
        type,
      ),
    );
    expect(touching.filter((type) => !audited.has(type))).toEqual([]);
  });

  it('records where an admin put a member to work, by location', async () => {
    const works = (locationIds: string[]) => ({
      type: 'MemberLocationsSet',
      data: { organizationId: '7', memberId: 'i2', locationIds },
      streamId: 'shift-types-7',
      ...at('2026-03-03T08:00:00.000Z', bo),
    });
    const [, , two, anywhere] = await entries([founded, invited, works(['l1', 'l2']), works([])]);
    expect(two).toMatchObject({ kind: 'member.locations_set', member_id: 'i2', summary: 'Bo Berg <bo@example.com> works at 2 locations' });
    expect(two!.after).toEqual({ location_ids: ['l1', 'l2'] });
    expect(anywhere).toMatchObject({ summary: 'Bo Berg <bo@example.com> works at any location' });
  });

  it('records which qualifications an admin gave a member, until when', async () => {
    const holds = (skills: { skillId: string; validUntil: string | null }[]) => ({
      type: 'MemberSkillsSet',
      data: { organizationId: '7', memberId: 'i2', skills },
      streamId: 'shift-types-7',
      ...at('2026-03-03T08:00:00.000Z', bo),
    });
    const [, , one, none] = await entries([founded, invited, holds([{ skillId: 'k1', validUntil: '2026-12-15' }]), holds([])]);
    expect(one).toMatchObject({ kind: 'member.skills_set', member_id: 'i2', summary: 'Bo Berg <bo@example.com> holds 1 skill' });
    expect(one!.after).toEqual({ skills: [{ skill_id: 'k1', valid_until: '2026-12-15' }] });
    expect(none).toMatchObject({ summary: 'Bo Berg <bo@example.com> holds no skills' });
  });

  it('records who invited whom with which roles, without the invitation token', async () => {
    const [, invitation] = await entries([founded, invited]);
    expect(invitation).toMatchObject({
      kind: 'invitation.created',
      category: 'invitation',
      organization_id: '7',
      actor_user_id: 'u1',
      actor_email: 'ada@example.com',
      member_id: 'i2',
      member_email: 'bo@example.com',
      member_name: 'Bo Berg',
      summary: 'Invited Bo Berg <bo@example.com> as Employee',
      after: { is_admin: false, is_employee: true },
      occurred_at: '2026-03-02T08:00:00.000Z',
    });
    expect(JSON.stringify(invitation)).not.toContain('secret-token');
  });

  it('records a role change with before and after', async () => {
    const change: GivenEvent = {
      type: 'MemberRolesChanged',
      streamId: 'membership-7',
      data: {
        organizationId: '7',
        memberId: 'i2',
        userId: 'u2',
        email: 'bo@example.com',
        before: { is_admin: false, is_employee: true },
        after: { is_admin: true, is_employee: true },
      },
      ...at('2026-03-04T08:00:00.000Z', { ...admin, subjectMemberId: 'i2' }),
    };
    expect((await entries([founded, invited, ...joined, change])).at(-1)).toMatchObject({
      kind: 'member.roles_changed',
      member_id: 'i2',
      actor_email: 'ada@example.com',
      summary: 'Roles of Bo Berg <bo@example.com> changed: Employee → Administrator & Employee',
      before: { is_admin: false, is_employee: true },
      after: { is_admin: true, is_employee: true },
    });
  });

  it('records a vacation request through approval and cancellation, with the status before and after and the dates throughout', async () => {
    const rows = await entries([
      founded,
      invited,
      ...joined,
      {
        type: 'VacationRequested',
        streamId: 'vacations-7-i2',
        data: {
          ...request,
          startDate: '2026-04-01',
          endDate: '2026-04-03',
          requestNotes: 'Trip',
          by: 'employee',
          requestedAt: '2026-03-04T08:00:00.000Z',
        },
        ...at('2026-03-04T08:00:00.000Z', bo),
      },
      {
        type: 'VacationRequestApproved',
        streamId: 'vacations-7-i2',
        data: { ...request, ...review },
        ...at('2026-03-05T08:00:00.000Z', { ...admin, subjectMemberId: 'i2' }),
      },
      {
        type: 'VacationRequestCancelled',
        streamId: 'vacations-7-i2',
        data: { ...request, previousStatus: 'approved', by: 'admin', cancelledAt: '2026-03-06T08:00:00.000Z' },
        ...at('2026-03-06T08:00:00.000Z', { ...admin, subjectMemberId: 'i2' }),
      },
    ]);
    expect(
      rows
        .slice(-3)
        .map(({ kind, request_id, actor_email, before, after, summary }) => ({ kind, request_id, actor_email, before, after, summary })),
    ).toEqual([
      {
        kind: 'vacation.requested',
        request_id: 'i2.1',
        actor_email: 'bo@example.com',
        before: null,
        after: { status: 'pending', start_date: '2026-04-01', end_date: '2026-04-03' },
        summary: 'Vacation requested for Bo Berg <bo@example.com>: 2026-04-01 to 2026-04-03',
      },
      {
        kind: 'vacation.approved',
        request_id: 'i2.1',
        actor_email: 'ada@example.com',
        before: { status: 'pending' },
        after: { status: 'approved' },
        summary: 'Vacation of Bo Berg <bo@example.com> (2026-04-01 to 2026-04-03) approved',
      },
      {
        kind: 'vacation.cancelled',
        request_id: 'i2.1',
        actor_email: 'ada@example.com',
        before: { status: 'approved' },
        after: { status: 'cancelled' },
        summary: 'Vacation of Bo Berg <bo@example.com> (2026-04-01 to 2026-04-03) cancelled; it was approved',
      },
    ]);
  });

  it("records preferences an admin changed on a member's behalf, and not those members set themselves", async () => {
    const preferences = (by: 'employee' | 'admin') => ({
      organizationId: '7',
      memberId: 'i2',
      preferenceSet: 'admin_set',
      by,
      preferences: {},
      updatedAt: '2026-03-04T08:00:00.000Z',
      effectiveFrom: '2026-03-04',
      changes: { maxConsecutiveDays: { from: 7, to: 5 }, reason: { from: null, to: 'Rest' } },
    });
    const rows = await entries([
      founded,
      invited,
      ...joined,
      { type: 'PreferencesChanged', streamId: 'preferences-7-i2', data: preferences('employee'), ...at('2026-03-04T08:00:00.000Z', bo) },
      {
        type: 'PreferencesChanged',
        streamId: 'preferences-7-i2',
        data: preferences('admin'),
        ...at('2026-03-04T09:00:00.000Z', { ...admin, subjectMemberId: 'i2' }),
      },
    ]);
    expect(rows.filter((row) => row.category === 'preferences')).toEqual([
      expect.objectContaining({
        kind: 'preferences.changed_on_behalf',
        actor_email: 'ada@example.com',
        member_id: 'i2',
        before: { max_consecutive_days: 7, reason: null },
        after: { max_consecutive_days: 5, reason: 'Rest' },
        summary: expect.stringMatching(/^The admin-set preferences of .* changed on their behalf: max_consecutive_days, reason$/),
      }),
    ]);
  });

  it("names the admin who asked for a generation on the solver's outcome", async () => {
    const rows = await entries([
      {
        type: 'ScheduleGenerationRequested',
        streamId: 'schedule-7-2026-04',
        data: { organizationId: '7', year: 2026, month: 4, requestId: 'g1', requestedAt: '2026-03-10T08:00:00.000Z' },
        ...at('2026-03-10T08:00:00.000Z'),
      },
      {
        type: 'ScheduleGenerationFailed',
        streamId: 'schedule-7-2026-04',
        data: { requestId: 'g1', status: 'no_employees', problems: [] },
        ...at('2026-03-10T08:00:01.000Z', { actorUserId: null, actorEmail: 'solver', organizationId: '7' }),
      },
    ]);
    expect(rows.map(({ kind, actor_email, summary }) => ({ kind, actor_email, summary }))).toEqual([
      { kind: 'schedule.generation_requested', actor_email: 'ada@example.com', summary: 'Schedule generation requested for 2026-04' },
      {
        kind: 'schedule.generation_failed',
        actor_email: 'ada@example.com',
        summary: 'Schedule generation for 2026-04 failed: no_employees',
      },
    ]);
  });

  it('records who published a month, and which draft', async () => {
    const rows = await entries([
      {
        type: 'SchedulePublished',
        streamId: 'schedule-7-2026-04',
        data: { organizationId: '7', year: 2026, month: 4, requestId: 'g1', revision: 2, publishedAt: '2026-03-12T08:00:00.000Z' },
        ...at('2026-03-12T08:00:00.000Z'),
      },
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'schedule.published',
        actor_email: 'ada@example.com',
        summary: 'Schedule for 2026-04 published',
        details: { year: 2026, month: 4, request_id: 'g1', revision: 2 },
      }),
    ]);
  });

  const handEdit = (
    action: 'assign' | 'unassign',
    date: string,
    violations: object[] = [],
    overrideReason: string | null = null,
  ): GivenEvent => ({
    type: 'ScheduleAssignmentChanged',
    streamId: 'schedule-7-2026-04',
    data: {
      organizationId: '7',
      year: 2026,
      month: 4,
      date,
      shiftTypeId: 's1',
      memberId: 'i2',
      action,
      position: 1,
      overrideReason,
      violations,
    },
    ...at('2026-03-12T08:00:00.000Z', { ...admin, subjectMemberId: 'i2' }),
  });
  const nightCreated: GivenEvent = {
    type: 'ShiftTypeCreated',
    streamId: 'shift-type-7-s1',
    data: {
      organizationId: '7',
      shiftTypeId: 's1',
      name: 'Night',
      startTime: '22:00',
      durationHours: 8,
      isActive: true,
      positionLabels: {},
      requirements: [],
    },
    ...at('2026-03-10T08:00:00.000Z'),
  };

  it('records a hand edit of a schedule, naming the shift, for whom, and the rules an override broke with its reason', async () => {
    const violations = [{ rule: 'rest', member_id: 'i2', date: '2026-04-02', detail: 'Bo Berg: 8 h of rest' }];
    const rows = await entries([founded, invited, ...joined, nightCreated, handEdit('assign', '2026-04-02', violations, 'Agreed')]);
    expect(rows.at(-1)).toMatchObject({
      kind: 'schedule.assigned',
      actor_email: 'ada@example.com',
      member_id: 'i2',
      summary: 'Assigned to Night 22:00 on 2026-04-02, overriding rest: Agreed',
      details: {
        date: '2026-04-02',
        shift_type_id: 's1',
        shift_type_name: 'Night',
        member_id: 'i2',
        override_reason: 'Agreed',
        violations,
      },
    });
  });

  it('marks the entry of a change made at short notice, with the notice and the shifts', async () => {
    const shortNotice: GivenEvent = {
      type: 'ShortNoticeChangesRecorded',
      streamId: 'schedule-7-2026-04',
      data: {
        organizationId: '7',
        year: 2026,
        month: 4,
        cause: 'edit',
        changes: [{ date: '2026-04-02', shiftTypeId: 's1', memberId: 'i2', action: 'assign' }],
        noticeDays: 14,
        today: '2026-03-30',
      },
      ...at('2026-03-12T08:00:00.000Z'),
    };
    const rows = await entries([
      founded,
      invited,
      ...joined,
      handEdit('assign', '2026-04-01'),
      handEdit('assign', '2026-04-02'),
      shortNotice,
    ]);
    expect(rows.slice(-2).map((row) => [row.short_notice, row.details.notice_days])).toEqual([
      [undefined, undefined],
      [true, 14],
    ]);
    expect(rows.at(-1)?.details.short_notice_shifts).toEqual([
      { date: '2026-04-02', shift_type_id: 's1', member_id: 'i2', action: 'assign' },
    ]);
  });

  it('names the shift of a hand edit as it was named then, and says "a shift" of one it never knew', async () => {
    const renamed: GivenEvent = {
      type: 'ShiftTypeUpdated',
      streamId: 'shift-type-7-s1',
      data: { organizationId: '7', shiftTypeId: 's1', changes: { name: 'Long Night', startTime: '21:00' } },
      ...at('2026-03-11T08:00:00.000Z'),
    };
    const rows = await entries([
      founded,
      invited,
      ...joined,
      handEdit('unassign', '2026-04-01'),
      nightCreated,
      renamed,
      handEdit('unassign', '2026-04-02'),
    ]);
    expect(rows.slice(-2).map((row) => row.summary)).toEqual([
      'Taken off a shift on 2026-04-01',
      'Taken off Long Night 21:00 on 2026-04-02',
    ]);
  });

  it('keeps every entry of a deleted organization and records the deletion', async () => {
    const rows = await entries([
      founded,
      invited,
      {
        type: 'OrganizationDeleted',
        streamId: 'organization-7',
        data: { organizationId: '7', name: 'Ward 7' },
        ...at('2026-03-11T08:00:00.000Z'),
      },
    ]);
    expect(rows.map((row) => row.kind)).toEqual(['member.joined', 'invitation.created', 'organization.deleted']);
  });

  it('orders entries by log position, whatever their time stamps', async () => {
    const rows = await entries([{ ...invited, ...at('2026-03-09T00:00:00.000Z') }, founded]);
    expect(rows.map((row) => row.kind)).toEqual(['invitation.created', 'member.joined']);
    expect(rows[0]!.id < rows[1]!.id).toBe(true);
  });
});
