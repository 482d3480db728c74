import {
  assembleCalendar,
  CALENDAR_TABLES,
  type CalendarVersion,
  type CalendarDayRecord,
  type CalendarMonthRecord,
  type CalendarRecord,
  type GeneratedMonth,
  type ShiftCoverageRecord,
  type ShiftTypeSnapshot,
} from '@rostra/contracts';
import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { aGeneratedMonth, recordedAsVersion2, recordedInParts, recordedWhole } from './testing/recorded-month.ts';
import { absenceRecorded, memberRemoved, vacationRequested, vacationReviewed } from '../testing/absence-events.ts';
import { calendarsProjection } from './project.ts';

const org = { organizationId: '1' };
const shiftTypes: ShiftTypeSnapshot[] = [
  { id: 's1', name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: { 1: 'Lead' } },
  { id: 's2', name: 'Night', start_time: '23:00', duration_hours: 8, position_labels: {} },
];
const unavailable = { code: 'unavailable_weekday', employee_ids: ['m2'], message: 'Bo: not available on this weekday' };
/** The night of the 1st, as generated: one of two, and why. */
const nightOneShort: ShiftCoverageRecord = {
  date: '2026-12-01',
  shift_type_id: 's2',
  required_count: 2,
  assigned_count: 1,
  status: 'partially-staffed',
  reasons: [unavailable],
};
const generatedMonth = (data: Partial<GeneratedMonth> = {}) =>
  aGeneratedMonth({
    shiftTypes,
    memberNames: { m1: 'Ada', m2: 'Bo', m3: 'Cy' },
    assignments: [
      { date: '2026-12-01', shift_type_id: 's1', member_id: 'm1', position: 1 },
      { date: '2026-12-01', shift_type_id: 's1', member_id: 'm2', position: 2 },
      { date: '2026-12-01', shift_type_id: 's2', member_id: 'm3', position: 1 },
      { date: '2026-12-03', shift_type_id: 's1', member_id: 'm1', position: 1 },
    ],
    coverage: [
      { date: '2026-12-01', shift_type_id: 's1', required_count: 2, assigned_count: 2, status: 'fully-staffed', reasons: [] },
      nightOneShort,
      { date: '2026-12-03', shift_type_id: 's1', required_count: 1, assigned_count: 1, status: 'fully-staffed', reasons: [] },
    ],
    ...data,
  });
const generation = { streamId: 'schedule-1-2026-12', metadata: { occurredAt: '2026-11-20T10:00:00.000Z' } };
/** A whole month in one ScheduleGenerated, as version 1 recorded it (published as it was made). */
const generated = (data: Partial<GeneratedMonth> = {}) => recordedWhole(generatedMonth(data), generation);
/** The same month as the solver records it now: in parts, then the ScheduleGenerated that closes it (a draft). */
const inParts = (partBytes: number, data: Partial<GeneratedMonth> = {}) => recordedInParts(generatedMonth(data), generation, partBytes);

async function calendar(events: GivenEvent[], version: CalendarVersion = 'draft'): Promise<CalendarRecord | undefined> {
  const projected = await project(calendarsProjection, events);
  const [month] = await projected.table<CalendarMonthRecord>(CALENDAR_TABLES[version].months);
  return month && assembleCalendar(month, await projected.table<CalendarDayRecord>(CALENDAR_TABLES[version].days));
}
const published = (events: GivenEvent[]) => calendar(events, 'published');
const draft = (data: Partial<GeneratedMonth> = {}) => inParts(100_000, data);
const publication = (requestId = 'r1', revision = 0): GivenEvent => ({
  type: 'SchedulePublished',
  data: { ...org, year: 2026, month: 12, requestId, revision, publishedAt: '2026-11-21T08:00:00.000Z' },
  metadata: { occurredAt: '2026-11-21T08:00:00.000Z' },
});
const membersOn = (record: CalendarRecord | undefined, date: string) =>
  record?.assignments
    .filter((a) => a.date === date)
    .map((a) => a.member_id)
    .sort();
const shift = (record: CalendarRecord | undefined, date: string, shiftTypeId: string) =>
  record?.coverage.find((entry) => entry.date === date && entry.shift_type_id === shiftTypeId);

describe('the calendars read model', () => {
  it('keeps a generated month with its shift types as they were, positions, required counts and coverage', async () => {
    const record = await calendar([generated()]);
    expect(record).toMatchObject({
      id: '1:2026-12',
      organization_id: '1',
      year: 2026,
      month: 12,
      generated_at: '2026-11-20T10:00:00.000Z',
      shift_types: shiftTypes,
    });
    expect(record?.assignments).toContainEqual({ date: '2026-12-01', shift_type_id: 's1', member_id: 'm2', position: 2, absent: null });
    expect(shift(record, '2026-12-01', 's2')).toEqual(nightOneShort);
  });

  it('keeps each day in a document of its own', async () => {
    const projected = await project(calendarsProjection, [generated()]);
    const days = await projected.table<CalendarDayRecord>('calendar_days');
    expect(days.map((day) => [day.id, day.assignments.length, Object.keys(day.member_names).sort()])).toEqual([
      ['1:2026-12-01', 3, ['m1', 'm2', 'm3']],
      ['1:2026-12-03', 1, ['m1']],
    ]);
  });

  it('reads a month recorded in parts as the same calendar as one recorded whole, once the generation is closed', async () => {
    const whole = await calendar([generated()]);
    const parts = inParts(400);
    expect(parts.length).toBeGreaterThan(3);
    expect(await calendar(parts)).toEqual(whole);
    expect(await calendar(parts.slice(0, -1))).toBeUndefined();
  });

  it('reads a month recorded before drafts, whole (version 1) or in parts (version 2), as the draft of today published', async () => {
    const today = { ...(await published([...draft(), publication()])), published_at: generation.metadata.occurredAt };
    expect(await published([generated()])).toEqual(today);
    expect(await published(recordedAsVersion2(generatedMonth(), generation))).toEqual(today);
  });

  it('keeps a generation as a draft, which only its publication makes the published version', async () => {
    expect(await calendar(draft())).toBeDefined();
    expect(await published(draft())).toBeUndefined();
    const record = await published([...draft(), publication()]);
    expect(record).toEqual({ ...(await calendar(draft())), published_at: '2026-11-21T08:00:00.000Z' });
  });

  it('counts a month generated before drafts existed as published when it was generated', async () => {
    expect(await published([generated()])).toEqual({ ...(await calendar([generated()])), published_at: '2026-11-20T10:00:00.000Z' });
  });

  it('keeps the published version while a regenerated draft replaces the draft, until that is published', async () => {
    const again = draft({
      requestId: 'r2',
      assignments: [{ date: '2026-12-02', shift_type_id: 's1', member_id: 'm2', position: 1 }],
      coverage: [],
    });
    const events = [...draft(), publication(), ...again];
    expect(membersOn(await calendar(events), '2026-12-01')).toEqual([]);
    expect(membersOn(await published(events), '2026-12-01')).toEqual(['m1', 'm2', 'm3']);
    const republished = await published([...events, publication('r2')]);
    expect(republished?.assignments.map((a) => `${a.date} ${a.member_id}`)).toEqual(['2026-12-02 m2']);
  });

  it('follows open shifts in the draft and the published month alike: a sick call takes the member off, an assignment puts one on', async () => {
    const ref = { ...org, year: 2026, month: 12, openShiftId: '2026-12.o1' };
    // Ada's Day of the 3rd released by her sick call, then Cy assigned to it; coverage follows.
    const released: GivenEvent = {
      type: 'OpenShiftPosted',
      data: {
        ...ref,
        date: '2026-12-03',
        shiftTypeId: 's1',
        count: 1,
        released: { memberId: 'm1', position: 1 },
        postedByUserId: 'u-admin',
        postedAt: '2026-11-22T08:00:00.000Z',
      },
    };
    const assigned: GivenEvent = {
      type: 'ScheduleOpenShiftAssigned',
      data: { ...ref, date: '2026-12-03', shiftTypeId: 's1', memberId: 'm3', position: 1, assignedAt: '2026-11-22T09:00:00.000Z' },
    };
    const open = [...draft(), publication(), released];
    for (const read of [calendar, published]) {
      expect(membersOn(await read(open), '2026-12-03')).toEqual([]);
      expect(shift(await read(open), '2026-12-03', 's1')).toMatchObject({ assigned_count: 0, status: 'understaffed' });
      expect(membersOn(await read([...open, assigned]), '2026-12-03')).toEqual(['m3']);
      expect(shift(await read([...open, assigned]), '2026-12-03', 's1')).toMatchObject({ assigned_count: 1, status: 'fully-staffed' });
    }
  });

  // An edit as it is written now, and as version 1 recorded it (the edit body's names): the same rows.
  const editsAs = {
    now: (memberId: string, overrideReason: string | null) => ({ version: undefined, shiftTypeId: 's1', memberId, overrideReason }),
    'version 1': (member_id: string, override_reason: string | null) => ({ version: 1, shift_type_id: 's1', member_id, override_reason }),
  };
  it.each(Object.entries(editsAs))(
    'applies a hand edit (recorded %s) to the draft only: the assignment pinned, with the rules it broke, coverage recomputed',
    async (_, recorded) => {
      const violations = [{ rule: 'rest', member_id: 'm2', date: '2026-12-03', detail: 'too little rest' }];
      type Fields = { overrideReason?: string; violations?: object[]; position?: number };
      const edit = (
        action: 'assign' | 'unassign',
        memberId: string,
        date: string,
        { overrideReason, ...fields }: Fields = {},
      ): GivenEvent => {
        const { version, ...names } = recorded(memberId, overrideReason ?? null);
        const position = action === 'assign' ? 2 : null;
        return {
          type: 'ScheduleAssignmentChanged',
          version,
          data: { ...org, year: 2026, month: 12, date, ...names, action, position, violations: [], ...fields },
        };
      };
      const events = [
        ...draft(),
        publication(),
        edit('assign', 'm2', '2026-12-03', { overrideReason: 'Short-staffed', violations }),
        edit('unassign', 'm1', '2026-12-01'),
      ];
      const record = await calendar(events);
      expect(record?.assignments.find((a) => a.member_id === 'm2' && a.date === '2026-12-03')).toEqual({
        date: '2026-12-03',
        shift_type_id: 's1',
        member_id: 'm2',
        position: 2,
        absent: null,
        pinned: true,
        violations,
        override_reason: 'Short-staffed',
      });
      expect(shift(record, '2026-12-01', 's1')).toMatchObject({ assigned_count: 1, status: 'partially-staffed' });
      expect(shift(record, '2026-12-03', 's1')).toMatchObject({ assigned_count: 2, required_count: 1 });
      expect(membersOn(await published(events), '2026-12-01')).toEqual(['m1', 'm2', 'm3']);
      // A day without shifts gets its document, and a shift without a requirement is listed.
      const fresh = await calendar([...draft(), edit('assign', 'm3', '2026-12-10', { position: 1 })]);
      expect(shift(fresh, '2026-12-10', 's1')).toMatchObject({ required_count: 0, assigned_count: 1 });
    },
  );

  it('stops counting the shifts of a member recorded absent, in the draft and the published version, and says why', async () => {
    const absent = absenceRecorded('m1', '2026-12-01', '2026-12-02');
    const events = [...draft(), publication(), absent];
    for (const record of [await calendar(events), await published(events)]) {
      expect(record?.assignments.find((a) => a.member_id === 'm1' && a.date === '2026-12-01')?.absent).toBe('absence');
      expect(shift(record, '2026-12-01', 's1')).toMatchObject({
        assigned_count: 1,
        status: 'partially-staffed',
        reasons: [{ code: 'absent', employee_ids: ['m1'], message: 'Ada: absent (recorded after the schedule was generated)' }],
      });
      expect(shift(record, '2026-12-03', 's1')?.status).toBe('fully-staffed');
    }
    // Recorded before a regeneration, it applies to the new draft too.
    expect(shift(await calendar([absent, ...draft()]), '2026-12-01', 's1')?.assigned_count).toBe(1);
  });

  it("makes an applied repair's changes to the draft, not a proposal that was not applied", async () => {
    const month = { ...org, year: 2026, month: 12 };
    const proposal = { ...month, proposalId: 'p1', requestId: 'r1', revision: 0, proposedAt: '2026-11-30T07:00:00.000Z' };
    // m1 makes way for m3 on the 1st: as written now (camelCase), and as version 1 recorded it (the draft's names).
    const changes = (names: (memberId: string) => object) => [
      { date: '2026-12-01', ...names('m1'), change: 'removed', position: null },
      { date: '2026-12-01', ...names('m3'), change: 'added', position: 1 },
    ];
    const proposed: GivenEvent = {
      type: 'ScheduleRepairProposed',
      data: { ...proposal, changes: changes((memberId) => ({ shiftTypeId: 's1', memberId })) },
    };
    const proposedV1: GivenEvent = {
      type: 'ScheduleRepairProposed',
      version: 1,
      data: { ...proposal, changes: changes((member_id) => ({ shift_type_id: 's1', member_id })) },
    };
    const applied: GivenEvent = { type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p1' } };
    expect(membersOn(await calendar([...draft(), proposed]), '2026-12-01')).toEqual(['m1', 'm2', 'm3']);
    const record = await calendar([...draft(), proposed, applied]);
    expect(
      record?.assignments
        .filter((a) => a.date === '2026-12-01' && a.shift_type_id === 's1')
        .map((a) => [a.member_id, a.position, a.pinned ?? false]),
    ).toEqual([
      ['m2', 2, false],
      ['m3', 1, false],
    ]);
    expect(await calendar([...draft(), proposedV1, applied])).toEqual(record);
    expect(membersOn(await published([...draft(), publication(), proposed, applied]), '2026-12-01')).toEqual(['m1', 'm2', 'm3']);
  });

  it('marks who a trade put on a shift at short notice, in the published version and the draft', async () => {
    const month = { ...org, year: 2026, month: 12 };
    const traded: GivenEvent = {
      type: 'ScheduleTradeApplied',
      data: {
        ...month,
        tradeId: '2026-12.1',
        shifts: [{ date: '2026-12-03', shiftTypeId: 's1', fromMemberId: 'm1', toMemberId: 'm2', position: 1 }],
        appliedAt: 'x',
      },
    };
    const changes = [
      { date: '2026-12-03', shiftTypeId: 's1', memberId: 'm1', action: 'unassign' },
      { date: '2026-12-03', shiftTypeId: 's1', memberId: 'm2', action: 'assign' },
    ];
    const shortNotice: GivenEvent = {
      type: 'ShortNoticeChangesRecorded',
      data: { ...month, cause: 'trade', changes, noticeDays: 14, today: '2026-11-30' },
    };
    const flags = (record: CalendarRecord | undefined) =>
      record?.assignments.filter((a) => a.date === '2026-12-03').map((a) => [a.member_id, a.short_notice ?? false]);
    const events = [...draft(), publication(), traded, shortNotice];
    expect(flags(await published(events))).toEqual([['m2', true]]);
    expect(flags(await calendar(events))).toEqual([['m2', true]]);
    expect(flags(await published([...draft(), publication(), traded]))).toEqual([['m2', false]]);
  });

  it('recomputes the published version too when a vacation is approved, and clears both versions', async () => {
    const events = [
      ...draft(),
      publication(),
      vacationRequested('m1.1', 'm1', '2026-12-03', '2026-12-03'),
      vacationReviewed('VacationRequestApproved', 'm1.1', 'm1'),
    ];
    expect(shift(await published(events), '2026-12-03', 's1')).toMatchObject({ assigned_count: 0, status: 'understaffed' });
    expect(shift(await calendar(events), '2026-12-03', 's1')).toMatchObject({ assigned_count: 0, status: 'understaffed' });
    const cleared = [...events, { type: 'ScheduleCleared', data: { ...org, year: 2026, month: 12 } }];
    expect(await published(cleared)).toBeUndefined();
    expect(await calendar(cleared)).toBeUndefined();
  });

  it('lists a shift people were put on without a requirement', async () => {
    const record = await calendar([generated({ coverage: [] })]);
    expect(shift(record, '2026-12-01', 's1')).toMatchObject({ required_count: 0, assigned_count: 2, status: 'fully-staffed' });
  });

  it('stops counting shifts of a member whose vacation is approved after generation, and says why', async () => {
    const record = await calendar([
      generated(),
      vacationRequested('m1.1', 'm1', '2026-11-30', '2026-12-01'),
      vacationReviewed('VacationRequestApproved', 'm1.1', 'm1'),
    ]);
    expect(record?.assignments.find((a) => a.member_id === 'm1' && a.date === '2026-12-01')?.absent).toBe('vacation');
    expect(shift(record, '2026-12-01', 's1')).toEqual({
      date: '2026-12-01',
      shift_type_id: 's1',
      required_count: 2,
      assigned_count: 1,
      status: 'partially-staffed',
      reasons: [{ code: 'on_vacation', employee_ids: ['m1'], message: 'Ada: on vacation (approved after the schedule was generated)' }],
    });
    expect(shift(record, '2026-12-03', 's1')?.status).toBe('fully-staffed');
  });

  it('counts a pending or rejected vacation as nothing, and a cancelled approved one as over', async () => {
    const requested = [generated(), vacationRequested('m1.1', 'm1', '2026-12-01', '2026-12-03')];
    expect(shift(await calendar(requested), '2026-12-01', 's1')?.status).toBe('fully-staffed');
    expect(
      shift(await calendar([...requested, vacationReviewed('VacationRequestRejected', 'm1.1', 'm1')]), '2026-12-01', 's1')?.status,
    ).toBe('fully-staffed');
    const approved = [...requested, vacationReviewed('VacationRequestApproved', 'm1.1', 'm1')];
    expect(shift(await calendar(approved), '2026-12-03', 's1')?.status).toBe('understaffed');
    const cancelled = await calendar([...approved, vacationReviewed('VacationRequestCancelled', 'm1.1', 'm1')]);
    expect(shift(cancelled, '2026-12-03', 's1')).toMatchObject({ assigned_count: 1, status: 'fully-staffed', reasons: [] });
    expect(cancelled?.assignments.every((a) => a.absent === null)).toBe(true);
  });

  it('applies a vacation approved before a regeneration to the new schedule too', async () => {
    const record = await calendar([
      vacationRequested('m3.1', 'm3', '2026-12-01', '2026-12-01'),
      vacationReviewed('VacationRequestApproved', 'm3.1', 'm3'),
      generated(),
    ]);
    expect(shift(record, '2026-12-01', 's2')).toMatchObject({ assigned_count: 0, status: 'understaffed' });
    expect(shift(record, '2026-12-01', 's2')?.reasons.map((reason) => reason.code)).toEqual(['unavailable_weekday', 'on_vacation']);
  });

  it("stops counting a removed member's shifts from the day of the removal on", async () => {
    const record = await calendar([generated(), memberRemoved('m1', '2026-12-02')]);
    expect(shift(record, '2026-12-01', 's1')?.status).toBe('fully-staffed');
    expect(shift(record, '2026-12-03', 's1')).toMatchObject({
      assigned_count: 0,
      status: 'understaffed',
      reasons: [{ code: 'member_removed', employee_ids: ['m1'], message: 'Ada: no longer a member of the organization' }],
    });
  });

  it('replaces a month on regeneration and forgets it when cleared', async () => {
    const again = generated({ requestId: 'r2', assignments: [], coverage: [] });
    expect((await calendar([generated(), again]))?.assignments).toEqual([]);
    expect(await calendar([generated(), { type: 'ScheduleCleared', data: { ...org, year: 2026, month: 12 } }])).toBeUndefined();
    expect(await calendar([generated(), { type: 'OrganizationDeleted', data: { ...org, name: 'Ward 4' } }])).toBeUndefined();
  });
});
