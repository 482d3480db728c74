import { preferenceData, scheduleStream, splitGenerated, type EventType, type GeneratedMonth } from '@rostra/contracts';
import type { NewEvent } from '@rostra/platform';
import { accountSecurity, erasure, membershipChanges, setupChanges, vacation } from './history-changes.ts';
import { assignments, changes, event, NO_NAME, preferences, random, type Actor, type Random } from './history-events.ts';
import { qualityReported } from './history-quality.ts';
import { trade } from './history-trades.ts';
import { notifications } from './history-notifications.ts';
import { openShift } from './history-open-shifts.ts';
import { newMember, register, roles, Timeline, type Append, type Member, type Organization } from './history-model.ts';

export type { Append } from './history-model.ts';

// A generated history of several organizations, month by month, with events of every type as the
// command side appends them (valid payloads, actors, subjects): for rebuild-equals-live tests and
// the projections benchmark. Deterministic for a seed.

export interface HistoryOptions {
  organizations: number;
  /** Members each organization grows to. */
  members: number;
  months: number;
  seed?: number;
}

function* setUp(rng: Random, index: number, time: Timeline, shiftTypes: number): Generator<Append, Organization> {
  const id = String(index + 1);
  const root: Actor = { userId: 'root', email: 'root@example.com' };
  const tokenId = `token-${id}`;
  const founder = newMember(rng, id, 0);
  let at = time.next();
  yield {
    stream: `creation-token-${tokenId}`,
    events: [
      event(
        'CreationTokenIssued',
        {
          tokenId,
          token: `tok${id}`.padEnd(32, 'x'),
          requestedByEmail: founder.email,
          intendedOrganizationName: `Ward ${id}`,
          notes: null,
          issuedAt: at,
          expiresAt: at,
        },
        root,
        at,
      ),
    ],
  };
  yield* register(founder, time.next());
  at = time.next();
  const profile = {
    name: `Ward ${id}`,
    description: null,
    emailAddress: null,
    phoneNumber: null,
    address: null,
    maxEmployees: 500,
    subscriptionExpiryDate: null,
    timeZone: 'Europe/Berlin',
  };
  yield { stream: 'organization-ids', events: [event('OrganizationIdAllocated', { creationTokenId: tokenId }, founder, at)] };
  yield {
    stream: `creation-token-${tokenId}`,
    events: [event('CreationTokenUsed', { tokenId, organizationId: id, userId: founder.userId, usedAt: at }, founder, at)],
  };
  yield {
    stream: `organization-${id}`,
    events: [
      event(
        'OrganizationCreated',
        {
          ...profile,
          organizationId: id,
          creationTokenId: tokenId,
          createdBy: founder.userId,
          createdAt: at,
          isActive: true,
          settings: { nameDisplayFormat: 'last' },
        },
        founder,
        at,
        { organizationId: id },
      ),
    ],
  };
  yield {
    stream: `membership-${id}`,
    events: [
      event(
        'MemberJoined',
        {
          ...roles(founder),
          ...NO_NAME,
          organizationId: id,
          memberId: founder.memberId,
          userId: founder.userId,
          email: founder.email,
          name: null, // the account's name (UserRegistered has none), as the command side records it
          via: 'founder',
        },
        founder,
        at,
        { organizationId: id, subjectMemberId: founder.memberId },
      ),
    ],
  };
  const organization: Organization = { id, founder, members: [founder], shiftTypeIds: [], collaborations: [], invited: 0 };
  for (let n = 0; n < shiftTypes; n += 1) {
    const shiftTypeId = `st-${id}-${n}`;
    organization.shiftTypeIds.push(shiftTypeId);
    at = time.next();
    const fields = {
      name: `Shift ${n}`,
      startTime: `${String(6 + n * 8).padStart(2, '0')}:00`,
      durationHours: 8,
      isActive: true,
      positionLabels: { 1: 'Lead' },
    };
    yield {
      stream: `shift-types-${id}`,
      events: [
        event(
          'ShiftTypeCreated',
          { ...fields, organizationId: id, shiftTypeId, requirements: [{ dayOfWeek: null, employeesNeeded: 2 }] },
          founder,
          at,
          { organizationId: id },
        ),
      ],
    };
  }
  // Two locations: the first shift type at North, the founder working at both.
  at = time.next();
  const inOrganization = { organizationId: id };
  const [north, south] = [`loc-${id}-north`, `loc-${id}-south`];
  yield {
    stream: `shift-types-${id}`,
    events: [
      event(
        'LocationCreated',
        { ...inOrganization, locationId: north, name: 'North', timezone: 'Europe/London' },
        founder,
        at,
        inOrganization,
      ),
      event('LocationCreated', { ...inOrganization, locationId: south, name: 'South', timezone: null }, founder, at, inOrganization),
      event(
        'ShiftTypeLocationSet',
        { ...inOrganization, shiftTypeId: organization.shiftTypeIds[0], locationId: north },
        founder,
        at,
        inOrganization,
      ),
      event('MemberLocationsSet', { ...inOrganization, memberId: founder.memberId, locationIds: [north, south] }, founder, at, {
        ...inOrganization,
        subjectMemberId: founder.memberId,
      }),
      // Two skills, the founder holding both, one lapsing mid-month.
      event('SkillCreated', { ...inOrganization, skillId: `skill-${id}-rn`, name: 'Nurse' }, founder, at, inOrganization),
      event('SkillCreated', { ...inOrganization, skillId: `skill-${id}-aid`, name: 'First aid' }, founder, at, inOrganization),
      event(
        'MemberSkillsSet',
        {
          ...inOrganization,
          memberId: founder.memberId,
          skills: [
            { skillId: `skill-${id}-aid`, validUntil: null },
            { skillId: `skill-${id}-rn`, validUntil: '2026-12-15' },
          ],
        },
        founder,
        at,
        { ...inOrganization, subjectMemberId: founder.memberId },
      ),
    ],
  };
  at = time.next();
  yield {
    stream: `organization-${id}`,
    events: [
      event('SchedulingConfigSet', { organizationId: id, schedulingPeriod: 'month' }, founder, at, { organizationId: id }),
      // Its region's public holidays and its own days, one of which it takes back.
      event('OrganizationSettingsChanged', { organizationId: id, holidayRegion: 'GB-ENG' }, founder, at, { organizationId: id }),
      ...[`hol-${id}-1`, `hol-${id}-2`].map((holidayId, index) =>
        event('OrganizationHolidayAdded', { organizationId: id, holidayId, date: `2026-12-2${4 + index}`, name: 'Closed' }, founder, at, {
          organizationId: id,
        }),
      ),
      event('OrganizationHolidayRemoved', { organizationId: id, holidayId: `hol-${id}-2` }, founder, at, { organizationId: id }),
    ],
  };
  return organization;
}

/** An invitation that is accepted (or now and then cancelled, resent or re-roled first). */
function* invite(rng: Random, organization: Organization, time: Timeline): Generator<Append> {
  const { id } = organization;
  const admin = organization.founder;
  const member = newMember(rng, id, ++organization.invited);
  const stream = `membership-${id}`;
  const subject = { organizationId: id, subjectMemberId: member.memberId };
  const base = { organizationId: id, invitationId: member.memberId, email: member.email };
  let at = time.next();
  const names = { ...NO_NAME, firstName: `First${organization.invited}`, lastName: `Last${organization.invited}` };
  yield {
    stream,
    events: [
      event(
        'InvitationCreated',
        {
          ...base,
          ...roles(member),
          ...names,
          invitedName: null,
          token: `inv-${member.memberId}`,
          expiresInDays: 7,
          expiresAt: at,
          invitedByUserId: admin.userId,
          invitedByEmail: admin.email,
        },
        admin,
        at,
        subject,
      ),
    ],
  };
  yield {
    stream: `invitation-token-${member.memberId}`,
    events: [event('InvitationTokenIssued', { organizationId: id, invitationId: member.memberId }, admin, at, subject)],
  };
  if (rng.chance(0.2))
    yield {
      stream,
      events: [event('InvitationResent', { ...base, token: `inv2-${member.memberId}`, expiresAt: (at = time.next()) }, admin, at, subject)],
    };
  if (rng.chance(0.15)) {
    const before = roles(member);
    member.is_admin = !member.is_admin;
    yield { stream, events: [event('InvitationRolesChanged', { ...base, before, after: roles(member) }, admin, time.next(), subject)] };
  }
  if (rng.chance(0.1)) {
    yield { stream, events: [event('InvitationCancelled', base, admin, time.next(), subject)] };
    return;
  }
  yield* register(member, (at = time.next()));
  const self = { userId: member.userId, email: member.email };
  yield {
    stream,
    events: [
      event('InvitationAccepted', { ...base, userId: member.userId }, self, at, subject),
      event(
        'MemberJoined',
        {
          ...roles(member),
          ...names,
          organizationId: id,
          memberId: member.memberId,
          userId: member.userId,
          email: member.email,
          name: null,
          via: 'invitation',
          invitationId: member.memberId,
        },
        self,
        at,
        subject,
      ),
    ],
  };
  organization.members.push(member);
}

/** One month of an organization: sessions, preferences, vacations, membership changes, setup edits and the schedule. */
function* month(rng: Random, organization: Organization, monthIndex: number, time: Timeline, options: HistoryOptions): Generator<Append> {
  const { id, founder: admin, shiftTypeIds } = organization;
  const year = 2024 + Math.floor(monthIndex / 12);
  const monthNumber = (monthIndex % 12) + 1;
  const context = (member: Member) => ({ organizationId: id, subjectMemberId: member.memberId });
  while (organization.members.length < options.members && rng.chance(0.8)) yield* invite(rng, organization, time);

  for (const member of organization.members) {
    const self: Actor = { userId: member.userId, email: member.email };
    let at = time.next();
    const sessionId = `s-${member.userId}-${monthIndex}`;
    const sessions = [
      event('SessionStarted', { userId: member.userId, sessionId, refreshTokenHash: 'h0', expiresAt: at, userAgent: 'Firefox' }, self, at),
    ];
    for (let n = 1; n <= 6; n += 1)
      sessions.push(event('SessionRefreshed', { userId: member.userId, sessionId, refreshTokenHash: `h${n}`, expiresAt: at }, self, at));
    sessions.push(
      rng.chance(0.1)
        ? event('SignedOutEverywhere', { userId: member.userId }, self, at)
        : event('SessionRevoked', { userId: member.userId, sessionId, reason: 'signed_out' }, self, at),
    );
    if (rng.chance(0.05)) sessions.push(event('UserNameChanged', { userId: member.userId, name: `Name ${monthIndex}` }, self, at));
    if (rng.chance(0.03)) sessions.push(event('PasswordChanged', { userId: member.userId, passwordHash: 'scrypt$y' }, self, at));
    yield { stream: `user-${member.userId}`, events: sessions };

    const set = rng.chance(0.5) ? 'admin_set' : 'employee_requested';
    const actor = set === 'admin_set' || rng.chance(0.2) ? admin : self;
    const after = preferences(rng, shiftTypeIds);
    const data = {
      organizationId: id,
      memberId: member.memberId,
      preferenceSet: set,
      by: actor === self ? 'employee' : 'admin',
      preferences: preferenceData(after),
      changes: preferenceData(changes(member.sets[set], after)),
      updatedAt: at,
      effectiveFrom: at.slice(0, 10),
    };
    member.sets[set] = after;
    const prefs = [event('PreferencesChanged', data, actor, (at = time.next()), context(member))];
    if (rng.chance(0.05))
      prefs.push(
        event(
          'AdminEditsPermissionChanged',
          { organizationId: id, memberId: member.memberId, allowAdminEdits: rng.chance(0.5), changedAt: at },
          self,
          at,
          context(member),
        ),
      );
    yield { stream: `preferences-${id}-${member.memberId}`, events: prefs };
    if (rng.chance(0.05)) {
      const feed = { organizationId: id, memberId: member.memberId, feedId: `feed-${monthIndex}` };
      const revoked = rng.chance(0.3) ? [event('CalendarFeedRevoked', { ...feed, revokedAt: at }, self, at, context(member))] : [];
      yield {
        stream: `calendar-feed-${id}-${member.memberId}`,
        events: [
          event('CalendarFeedIssued', { ...feed, tokenHash: `hash-${feed.feedId}`, issuedAt: at }, self, at, context(member)),
          ...revoked,
        ],
      };
    }

    if (rng.chance(0.3)) yield* vacation(rng, organization, member, year, monthNumber, time);
  }
  yield* membershipChanges(rng, organization, time);
  yield* setupChanges(rng, organization, time);

  const requestId = `gen-${id}-${monthIndex}`;
  const stream = scheduleStream(id, year, monthNumber);
  const solver: Actor = { userId: null, email: 'solver' };
  let at = time.next();
  yield {
    stream,
    events: [
      event('ScheduleGenerationRequested', { organizationId: id, year, month: monthNumber, requestId, requestedAt: at }, admin, at, {
        organizationId: id,
      }),
    ],
  };
  const progress = [event('ScheduleGenerationStarted', { requestId, workerId: 'w1' }, solver, (at = time.next()), { organizationId: id })];
  for (let n = 1; n <= 4; n += 1)
    progress.push(
      event('ScheduleGenerationProgressed', { requestId, incumbent: 100 - n, bound: 90, gap: 0.1, elapsedSeconds: n }, solver, at, {
        organizationId: id,
      }),
    );
  const memberIds = organization.members.map((member) => member.memberId);
  if (rng.chance(0.08)) {
    progress.push(
      event('ScheduleGenerationFailed', { requestId, status: 'infeasible', problems: ['Too few employees on Sundays'] }, solver, at, {
        organizationId: id,
      }),
    );
  } else {
    const shifts = assignments(year, monthNumber, shiftTypeIds, memberIds, 2);
    const generated = {
      requestId,
      organizationId: id,
      year,
      month: monthNumber,
      status: 'feasible',
      assignments: shifts,
      coverage: [],
      shiftTypes: shiftTypeIds.map((shiftTypeId, n) => ({
        id: shiftTypeId,
        name: `Shift ${n}`,
        start_time: '06:00',
        duration_hours: 8,
        position_labels: {},
      })),
      memberNames: Object.fromEntries(memberIds.map((memberId) => [memberId, memberId])),
      requested: Object.fromEntries(organization.members.map((member) => [member.memberId, member.sets.admin_set.shift_preferences])),
      statistics: {
        objective: 1,
        bound: 1,
        gap: 0,
        seconds: 1,
        firstValidSeconds: 0.1,
        modelSize: { employees: memberIds.length, days: 30, shift_types: shiftTypeIds.length, cells: 1 },
        inputHash: 'x',
      },
    };
    // As the solver records it (in parts, then the closing event), or as version 1 did (whole).
    const recorded = rng.chance(0.5)
      ? [{ type: 'ScheduleGenerated' as const, data: generated, version: 1 }]
      : splitGenerated(generated as GeneratedMonth, 2048);
    for (const { type, data, ...as } of recorded) progress.push({ ...event(type, data, solver, at, { organizationId: id }), ...as });
    progress.push(qualityReported({ requestId, organizationId: id, year, month: monthNumber }, memberIds, solver, at));
  }
  yield { stream, events: progress };
  // Most drafts get published (a version 1 generation is published as it is made).
  if (progress.some((recorded) => recorded.type === 'ScheduleGenerated') && rng.chance(0.7)) {
    if (rng.chance(0.2) && memberIds.length > 0) {
      const memberId = memberIds[monthIndex % memberIds.length]!;
      const day = `${year}-${String(monthNumber).padStart(2, '0')}-0${1 + (monthIndex % 9)}`;
      const absence = {
        organizationId: id,
        memberId,
        absenceId: `${memberId}.a${monthIndex}`,
        from: day,
        to: day,
        reason: 'Sick',
        recordedAt: time.next(),
      };
      yield {
        stream: `absences-${id}-${memberId}`,
        events: [event('AbsenceRecorded', absence, admin, absence.recordedAt, { organizationId: id, subjectMemberId: memberId })],
      };
    }
    if (rng.chance(0.3) && memberIds.length > 0) {
      const change = {
        organizationId: id,
        year,
        month: monthNumber,
        date: `${year}-${String(monthNumber).padStart(2, '0')}-02`,
        shiftTypeId: shiftTypeIds[0]!,
        memberId: memberIds[0]!,
        overrideReason: null,
        violations: [],
      };
      yield {
        stream,
        events: [
          event(
            'ScheduleAssignmentChanged',
            { ...change, action: rng.chance(0.5) ? 'assign' : 'unassign', position: 9 },
            admin,
            time.next(),
            { organizationId: id },
          ),
        ],
      };
    }
    if (rng.chance(0.2) && memberIds.length > 0) {
      const proposal = {
        organizationId: id,
        year,
        month: monthNumber,
        proposalId: `p-${id}-${monthIndex}`,
        requestId,
        revision: 0,
      };
      const change = {
        date: `${year}-${String(monthNumber).padStart(2, '0')}-03`,
        shiftTypeId: shiftTypeIds[0]!,
        memberId: memberIds.at(-1)!,
        change: 'added',
        position: 7,
      };
      const meta = { organizationId: id };
      // The admin asks for a repair; the solver starts it and ends it with what `outcome` makes then.
      const repair = function* (asked: typeof proposal, outcome: () => [EventType, object]): Generator<Append> {
        const requestedAt = time.next();
        yield { stream, events: [event('ScheduleRepairRequested', { ...asked, requestedAt }, admin, requestedAt, meta)] };
        const started = event('ScheduleRepairStarted', { proposalId: asked.proposalId, workerId: 'w1' }, solver, time.next(), meta);
        const [type, data] = outcome();
        yield { stream, events: [started, event(type, data, solver, time.next(), meta)] };
      };
      // A repair the solver could not make comes first now and then: it changes nothing.
      if (rng.chance(0.3)) {
        const failed = { ...proposal, proposalId: `${proposal.proposalId}-failed` };
        yield* repair(failed, () => [
          'ScheduleRepairFailed',
          { proposalId: failed.proposalId, status: 'infeasible', problems: ['Too few'] },
        ]);
      }
      yield* repair(proposal, () => ['ScheduleRepairProposed', { ...proposal, changes: [change], proposedAt: time.next() }]);
      yield {
        stream,
        events: [
          event(
            'ScheduleRepairApplied',
            { organizationId: id, year, month: monthNumber, proposalId: proposal.proposalId },
            admin,
            time.next(),
            { organizationId: id },
          ),
        ],
      };
    }
    yield {
      stream,
      events: [
        event(
          'SchedulePublished',
          { organizationId: id, year, month: monthNumber, requestId, revision: 0, publishedAt: (at = time.next()) },
          admin,
          at,
          { organizationId: id },
        ),
      ],
    };
    if (rng.chance(0.5)) {
      const shifts = assignments(year, monthNumber, shiftTypeIds, memberIds, 2);
      const published = { organizationId: id, year, month: monthNumber, stream, shifts, members: organization.members, admin };
      for (let n = 0; n < 2; n += 1) yield* trade(rng, published, monthIndex * 7 + n, time);
      yield* notifications(rng, published, time);
      for (let n = 0; n < 2; n += 1) yield* openShift(published, monthIndex * 2 + n, time);
    }
  }
  if (rng.chance(0.1))
    yield {
      stream,
      events: [event('ScheduleCleared', { organizationId: id, year, month: monthNumber }, admin, time.next(), { organizationId: id })],
    };
}

/** The appends of a history, in log order: organizations interleaved month by month, the last one deleted at the end. */
export function* history(options: HistoryOptions): Generator<Append> {
  const rng = random(options.seed ?? 1);
  const organizations: Organization[] = [];
  const start = new Timeline(0);
  for (let index = 0; index < options.organizations; index += 1) organizations.push(yield* setUp(rng, index, start, 3));
  for (let monthIndex = 1; monthIndex <= options.months; monthIndex += 1) {
    const time = new Timeline(monthIndex);
    for (const organization of organizations) yield* month(rng, organization, monthIndex, time, options);
  }
  const end = new Timeline(options.months + 1);
  yield* accountSecurity(organizations[0]!.founder, end);
  const first = organizations[0]!;
  // An employee with a history of shifts, vacations and preferences is erased: the read models keep its shape.
  yield* erasure(first.members.find((member) => !member.is_admin) ?? first.members.at(-1)!, end);
  yield {
    stream: `shift-types-${first.id}`,
    events: [
      event(
        'ShiftTypeDeleted',
        { organizationId: first.id, shiftTypeId: first.shiftTypeIds.at(-1), name: 'Shift 2' },
        first.founder,
        end.next(),
        { organizationId: first.id },
      ),
      event(
        'LocationUpdated',
        { organizationId: first.id, locationId: `loc-${first.id}-north`, changes: { name: 'North Home' } },
        first.founder,
        end.next(),
        { organizationId: first.id },
      ),
      event(
        'LocationDeleted',
        { organizationId: first.id, locationId: `loc-${first.id}-south`, name: 'South' },
        first.founder,
        end.next(),
        { organizationId: first.id },
      ),
      event(
        'SkillRenamed',
        { organizationId: first.id, skillId: `skill-${first.id}-rn`, name: 'Registered nurse' },
        first.founder,
        end.next(),
        { organizationId: first.id },
      ),
      event('SkillDeleted', { organizationId: first.id, skillId: `skill-${first.id}-aid`, name: 'First aid' }, first.founder, end.next(), {
        organizationId: first.id,
      }),
    ],
  };
  const last = organizations.at(-1)!;
  yield {
    stream: `organization-${last.id}`,
    events: [
      event('OrganizationDeleted', { organizationId: last.id, name: `Ward ${last.id}` }, last.founder, end.next(), {
        organizationId: last.id,
      }),
    ],
  };
}

/** Appends a history to a log; `every` is awaited after each append (e.g. to let a live runner interleave). */
export async function writeHistory(
  log: { append: (stream: string, events: NewEvent[], options: { expectedRevision: 'any' }) => Promise<unknown> },
  options: HistoryOptions,
  every?: (appended: number) => unknown,
): Promise<number> {
  let appended = 0;
  for (const { stream, events } of history(options)) {
    await log.append(stream, events, { expectedRevision: 'any' });
    appended += events.length;
    await every?.(appended);
  }
  return appended;
}
