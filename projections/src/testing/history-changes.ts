import type { EventType } from '@rostra/contracts';
import { NO_NAME, event, type Actor, type Random } from './history-events.ts';
import { roles, type Append, type Member, type Organization, type Timeline } from './history-model.ts';

// The changes of a generated month beside sessions, preferences and the schedule (history.ts).

export function* vacation(
  rng: Random,
  organization: Organization,
  member: Member,
  year: number,
  monthNumber: number,
  time: Timeline,
): Generator<Append> {
  const { id, founder: admin } = organization;
  const stream = `vacations-${id}-${member.memberId}`;
  const subject = { organizationId: id, subjectMemberId: member.memberId };
  const self: Actor = { userId: member.userId, email: member.email };
  const day = 1 + rng.int(20);
  const date = (d: number) => `${year}-${String(monthNumber).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const requestId = `${member.memberId}.${++member.vacations}`;
  const ref = { organizationId: id, memberId: member.memberId, requestId };
  let at = time.next();
  const request = { startDate: date(day), endDate: date(day + rng.int(5)) };
  yield {
    stream,
    events: [
      event(
        'VacationRequested',
        {
          ...ref,
          ...request,
          requestNotes: rng.chance(0.3) ? 'Family, "abroad"' : null,
          by: 'employee',
          requestedAt: at,
        },
        self,
        at,
        subject,
      ),
    ],
  };
  const review = (status: 'approved' | 'rejected') =>
    event(
      status === 'approved' ? 'VacationRequestApproved' : 'VacationRequestRejected',
      { ...ref, reviewNotes: null, reviewerUserId: admin.userId, reviewerEmail: admin.email, reviewedAt: at },
      admin,
      (at = time.next()),
      subject,
    );
  if (rng.chance(0.15)) return; // still pending
  if (rng.chance(0.2)) {
    yield { stream, events: [review('rejected')] };
    return;
  }
  yield { stream, events: [review('approved')] };
  if (rng.chance(0.25)) {
    at = time.next();
    yield {
      stream,
      events: [
        event('VacationRequestCancelled', { ...ref, previousStatus: 'approved', by: 'employee', cancelledAt: at }, self, at, subject),
        event(
          'ManagerNotificationRequired',
          {
            ...ref,
            reason: 'approved_vacation_cancelled',
            managerUserId: admin.userId,
            managerEmail: admin.email,
            ...request,
          },
          self,
          at,
          subject,
        ),
      ],
    };
  }
}

export function* membershipChanges(rng: Random, organization: Organization, time: Timeline): Generator<Append> {
  const { id, founder: admin } = organization;
  const stream = `membership-${id}`;
  const others = organization.members.filter((member) => member !== admin);
  if (others.length === 0) return;
  const member = rng.pick(others);
  const base = { organizationId: id, memberId: member.memberId, userId: member.userId, email: member.email };
  const subject = { organizationId: id, subjectMemberId: member.memberId };
  if (rng.chance(0.3)) {
    const before = roles(member);
    member.is_admin = !member.is_admin;
    yield { stream, events: [event('MemberRolesChanged', { ...base, before, after: roles(member) }, admin, time.next(), subject)] };
  }
  if (rng.chance(0.2)) {
    yield {
      stream,
      events: [
        event(
          'MemberNameChanged',
          { ...base, before: NO_NAME, after: { ...NO_NAME, firstName: 'Renamed', lastName: member.memberId } },
          admin,
          time.next(),
          subject,
        ),
      ],
    };
  }
  if (rng.chance(0.05)) {
    yield { stream, events: [event('MemberRemoved', { ...base, ...roles(member) }, admin, time.next(), subject)] };
    organization.members = organization.members.filter((other) => other !== member);
  }
}

export function* setupChanges(rng: Random, organization: Organization, time: Timeline): Generator<Append> {
  const { id, founder: admin, shiftTypeIds } = organization;
  const at = time.next();
  // Each change is the founder's, at the same moment, on one of the organization's streams.
  const byAdmin = (stream: string, type: EventType, data: object): Append => ({
    stream: `${stream}-${id}`,
    events: [event(type, { organizationId: id, ...data }, admin, at, { organizationId: id })],
  });
  if (rng.chance(0.2))
    yield byAdmin('shift-types', 'ShiftTypeUpdated', {
      shiftTypeId: rng.pick(shiftTypeIds),
      changes: { durationHours: 7.5 + rng.int(2) },
    });
  if (rng.chance(0.1))
    yield byAdmin('shift-types', 'ShiftRequirementsSet', {
      shiftTypeId: rng.pick(shiftTypeIds),
      requirements: [{ dayOfWeek: null, employeesNeeded: 1 + rng.int(3) }],
    });
  if (rng.chance(0.15) && organization.members.length >= 3) {
    const collaborationId = `col-${id}-${organization.collaborations.length}`;
    organization.collaborations.push(collaborationId);
    const employeeIds = organization.members.slice(1, 3).map((member) => member.memberId);
    const collaborationType = rng.pick(['prefer_together', 'avoid_together']);
    yield byAdmin('collaborations', 'CollaborationCreated', { collaborationId, collaborationType, employeeIds });
  }
  if (rng.chance(0.05) && organization.collaborations.length > 0)
    yield byAdmin('collaborations', 'CollaborationDeleted', { collaborationId: organization.collaborations.shift() });
  if (rng.chance(0.1)) yield byAdmin('organization', 'OrganizationProfileUpdated', { changes: { description: `Month ${at.slice(0, 7)}` } });
  if (rng.chance(0.05))
    yield byAdmin('organization', 'OrganizationSettingsChanged', { nameDisplayFormat: rng.pick(['last', 'first_last', 'last_first']) });
}

/** Rare account events, once per history: every event type appears at least once. */
export function* accountSecurity(member: Member, time: Timeline): Generator<Append> {
  const self: Actor = { userId: member.userId, email: member.email };
  const at = time.next();
  const userId = member.userId;
  yield {
    stream: `user-${userId}`,
    events: [
      event('PasswordRecoveryRequested', { userId, tokenHash: 'r1', expiresAt: at }, self, at),
      event('PasswordResetCompleted', { userId, tokenHash: 'r1', passwordHash: 'scrypt$z' }, self, at),
      event('SignInLinkIssued', { userId, tokenHash: 'l1', expiresAt: at }, self, at),
      event('SignInLinkUsed', { userId, tokenHash: 'l1' }, self, at),
      event('TwoFactorEnrolmentStarted', { userId, encryptedSecret: 'sealed' }, self, at),
      event('TwoFactorEnabled', { userId, step: 1, recoveryCodeHashes: ['c1', 'c2'] }, self, at),
      event('TwoFactorCodeUsed', { userId, step: 2 }, self, at),
      event('RecoveryCodeUsed', { userId, codeHash: 'c1' }, self, at),
      event('TwoFactorDisabled', { userId }, self, at),
    ],
  };
  yield {
    stream: 'user-abandoned',
    events: [event('UserRegistrationAbandoned', { userId: 'abandoned' }, { userId: 'abandoned', email: null }, at)],
  };
  yield {
    stream: 'creation-token-spare',
    events: [
      event(
        'CreationTokenIssued',
        {
          tokenId: 'spare',
          token: 'spare'.padEnd(32, 'x'),
          requestedByEmail: null,
          intendedOrganizationName: null,
          notes: null,
          issuedAt: at,
          expiresAt: at,
        },
        self,
        at,
      ),
      event('CreationTokenCancelled', { tokenId: 'spare', cancelledAt: at }, self, at),
    ],
  };
  yield {
    stream: 'projection-operations',
    events: [
      event(
        'ProjectionRebuildRequested',
        { requestId: 'history', projection: 'analytics', requestedAt: at },
        { userId: 'root', email: 'root@example.com' },
        at,
      ),
    ],
  };
  yield { stream: `user-email-${userId}`, events: [event('EmailReleased', { userId }, { userId: 'root', email: 'root@example.com' }, at)] };
}

/** A member asked to be erased, and a super admin did so: the record of it, and the address freed (the keys go outside the log). */
export function* erasure(member: Member, time: Timeline): Generator<Append> {
  const at = time.next();
  const { userId } = member;
  yield {
    stream: `user-${userId}`,
    events: [
      event('SignedOutEverywhere', { userId }, { userId: 'root', email: 'root@example.com' }, at),
      event(
        'UserErased',
        { userId, by: 'super_admin', reason: 'Request by letter', erasedAt: at },
        { userId: 'root', email: 'root@example.com' },
        at,
      ),
    ],
  };
  yield { stream: `user-email-${userId}`, events: [event('EmailReleased', { userId }, { userId: 'root', email: 'root@example.com' }, at)] };
}
