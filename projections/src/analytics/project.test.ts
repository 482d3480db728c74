import { EVENT_VERSIONS, type AnalyticsMonthRecord, type EventType } from '@rostra/contracts';
import { openMemoryEventStore, openMemoryReadStore, ProjectionRunner, waitForPosition } from '@rostra/platform';
import { testMetadata } from '@rostra/platform/event-store/testing/metadata';
import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { differingFromRebuild } from '../testing/differing-from-rebuild.ts';
import { aGeneratedMonth, recordedAsVersion2, recordedInParts, recordedWhole } from '../schedules/testing/recorded-month.ts';
import { absenceRecorded, memberRemoved, vacationRequested, vacationReviewed } from '../testing/absence-events.ts';
import { analyticsProjection } from './project.ts';

const shiftTypes = [
  { id: 's1', name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: {} },
  { id: 's2', name: 'Night', start_time: '23:00', duration_hours: 8, position_labels: {} },
];
const generatedMonth = (month: number, assignments: [string, string, string, number][], requested = {}) =>
  aGeneratedMonth({
    requestId: `r${month}`,
    month,
    status: 'feasible',
    shiftTypes,
    memberNames: { m1: 'Ada', m2: 'Bo' },
    requested,
    assignments: assignments.map(([date, shift_type_id, member_id, position]) => ({ date, shift_type_id, member_id, position })),
  });
const streamOf = (month: number) => ({ streamId: `schedule-1-2026-${month}` });
/** A month whole in one ScheduleGenerated, as version 1 recorded it (published as it was made). */
const generated = (month: number, assignments: [string, string, string, number][], requested = {}): GivenEvent =>
  recordedWhole(generatedMonth(month, assignments, requested), streamOf(month));
// 2026-12-05 and 2026-12-06 are a Saturday and a Sunday.
const decemberMonth = generatedMonth(
  12,
  [
    ['2026-12-04', 's1', 'm1', 1],
    ['2026-12-05', 's1', 'm1', 2],
    ['2026-12-06', 's2', 'm1', 1],
    ['2026-12-05', 's1', 'm2', 1],
  ],
  { m1: { s1: 3, s2: 1, gone: 4 }, m2: { s1: 1 }, m3: { s2: 2 } },
);
const december = recordedWhole(decemberMonth, streamOf(12));
const rows = async (events: GivenEvent[]) => (await project(analyticsProjection, events)).table<AnalyticsMonthRecord>('analytics_months');

describe('the analytics read model', () => {
  it('counts requested and allocated shifts, positions and weekend shifts per member and month by shift type name', async () => {
    expect(await rows([december])).toEqual([
      {
        id: '1:2026-12:m1',
        organization_id: '1',
        period: '2026-12',
        member_id: 'm1',
        name: 'Ada',
        requested: { Day: 3, Night: 1 },
        assigned: { Day: 2, Night: 1 },
        positions: { Day: { 1: 1, 2: 1 }, Night: { 1: 1 } },
        weekend_shifts: 2,
        weekend_by_type: { Day: 1, Night: 1 },
      },
      {
        id: '1:2026-12:m2',
        organization_id: '1',
        period: '2026-12',
        member_id: 'm2',
        name: 'Bo',
        requested: { Day: 1 },
        assigned: { Day: 1 },
        positions: { Day: { 1: 1 } },
        weekend_shifts: 1,
        weekend_by_type: { Day: 1 },
      },
      {
        id: '1:2026-12:m3',
        organization_id: '1',
        period: '2026-12',
        member_id: 'm3',
        name: 'm3',
        requested: { Night: 2 },
        assigned: {},
        positions: {},
        weekend_shifts: 0,
        weekend_by_type: {},
      },
    ]);
  });

  it('counts a month recorded by any version alike: whole (version 1), in parts before drafts (version 2) or now', async () => {
    const now = await rows(recordedInParts(decemberMonth, streamOf(12)));
    expect(now).toHaveLength(3);
    expect(await rows([december])).toEqual(now);
    expect(await rows(recordedAsVersion2(decemberMonth, streamOf(12)))).toEqual(now);
  });

  it('replaces a regenerated month and forgets a cleared one', async () => {
    const again = generated(12, [['2026-12-07', 's2', 'm2', 1]]);
    expect((await rows([december, again])).map((row) => [row.member_id, row.assigned])).toEqual([['m2', { Night: 1 }]]);
    const november = generated(11, [['2026-11-02', 's1', 'm1', 1]]);
    const cleared = { type: 'ScheduleCleared', data: { organizationId: '1', year: 2026, month: 12 } };
    expect((await rows([november, december, cleared])).map((row) => row.id)).toEqual(['1:2026-11:m1']);
  });

  const edit = (action: 'assign' | 'unassign', date: string, shiftTypeId: string, memberId: string, position: number | null = null) => ({
    type: 'ScheduleAssignmentChanged',
    data: {
      organizationId: '1',
      year: 2026,
      month: 12,
      date,
      shiftTypeId,
      memberId,
      action,
      position,
      overrideReason: null,
      violations: [],
    },
    streamId: 'schedule-1-2026-12',
  });
  const publication = {
    type: 'SchedulePublished',
    data: { organizationId: '1', year: 2026, month: 12, requestId: 'r12', revision: 0, publishedAt: '2026-11-30T08:00:00.000Z' },
    streamId: 'schedule-1-2026-12',
  };
  // Ada gives Bo her Sunday Night shift; Bo takes her position on it.
  const traded = {
    type: 'ScheduleTradeApplied',
    data: {
      organizationId: '1',
      year: 2026,
      month: 12,
      tradeId: '2026-12.1',
      shifts: [{ date: '2026-12-06', shiftTypeId: 's2', fromMemberId: 'm1', toMemberId: 'm2', position: 1 }],
      appliedAt: '2026-12-01T09:00:00.000Z',
    },
    streamId: 'schedule-1-2026-12',
  };
  const counts = (table: AnalyticsMonthRecord[]) =>
    table.map(({ member_id, assigned, positions, weekend_shifts }) => ({ member_id, assigned, positions, weekend_shifts }));

  it('follows the draft as an admin edits it: taken off a shift, put on one, moved to another position', async () => {
    const edited = await rows([
      december,
      edit('unassign', '2026-12-04', 's1', 'm1'),
      edit('assign', '2026-12-06', 's2', 'm2', 2),
      edit('assign', '2026-12-05', 's1', 'm2', 3),
      edit('assign', '2026-12-07', 's1', 'm3', 1),
    ]);
    expect(counts(edited)).toEqual([
      { member_id: 'm1', assigned: { Day: 1, Night: 1 }, positions: { Day: { 2: 1 }, Night: { 1: 1 } }, weekend_shifts: 2 },
      { member_id: 'm2', assigned: { Day: 1, Night: 1 }, positions: { Day: { 3: 1 }, Night: { 2: 1 } }, weekend_shifts: 2 },
      { member_id: 'm3', assigned: { Day: 1 }, positions: { Day: { 1: 1 } }, weekend_shifts: 0 },
    ]);
    // What was asked for is the generation's: an edit changes the allocation only.
    expect(edited.map((row) => row.requested)).toEqual([{ Day: 3, Night: 1 }, { Day: 1 }, { Night: 2 }]);
  });

  it('is back as generated when an edit is undone, a member the generation did not list included', async () => {
    const undone = [
      edit('assign', '2026-12-07', 's2', 'm4', 1),
      edit('assign', '2026-12-07', 's2', 'm2', 1),
      edit('unassign', '2026-12-07', 's2', 'm4'),
      edit('unassign', '2026-12-07', 's2', 'm2'),
    ];
    expect(await rows([december, ...undone])).toEqual(await rows([december]));
  });

  it('follows the draft when a repair is applied, not when it is only proposed', async () => {
    const month = { organizationId: '1', year: 2026, month: 12 };
    // On Saturday's Day shift, Ada makes way for m3 at position 2.
    const onSaturday = (memberId: string, change: 'added' | 'removed', position: number | null) => ({
      date: '2026-12-05',
      shiftTypeId: 's1',
      memberId,
      change,
      position,
    });
    const changes = [onSaturday('m1', 'removed', null), onSaturday('m3', 'added', 2)];
    const proposal = { proposalId: 'p1', requestId: 'r12', revision: 0, proposedAt: '2026-11-30T07:00:00.000Z', changes };
    const proposed = { type: 'ScheduleRepairProposed', data: { ...month, ...proposal } };
    const applied = { type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p1' } };
    const stale = { type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p0' } };
    expect(counts(await rows([december, proposed, stale]))).toEqual(counts(await rows([december])));
    expect(counts(await rows([december, proposed, applied]))).toEqual([
      { member_id: 'm1', assigned: { Day: 1, Night: 1 }, positions: { Day: { 1: 1 }, Night: { 1: 1 } }, weekend_shifts: 1 },
      { member_id: 'm2', assigned: { Day: 1 }, positions: { Day: { 1: 1 } }, weekend_shifts: 1 },
      { member_id: 'm3', assigned: { Day: 1 }, positions: { Day: { 2: 1 } }, weekend_shifts: 1 },
    ]);
  });

  it('stops counting the shifts of a member on approved vacation, as the calendar does, in the draft and the published version', async () => {
    const published = async (events: GivenEvent[]) =>
      counts(await (await project(analyticsProjection, events)).table<AnalyticsMonthRecord>('analytics_months_published'));
    const requested = [december, publication, vacationRequested('v1', 'm1', '2026-12-05', '2026-12-06')];
    // Only an approved vacation changes who works.
    expect(counts(await rows(requested))).toEqual(counts(await rows([december])));
    const approved = [...requested, vacationReviewed('VacationRequestApproved', 'v1', 'm1')];
    const ada = { member_id: 'm1', assigned: { Day: 1 }, positions: { Day: { 1: 1 } }, weekend_shifts: 0 };
    expect(counts(await rows(approved))[0]).toEqual(ada);
    expect((await published(approved))[0]).toEqual(ada);
    // Cancelled after approval: the shifts count again.
    const cancelled = [...approved, vacationReviewed('VacationRequestCancelled', 'v1', 'm1')];
    expect(counts(await rows(cancelled))).toEqual(counts(await rows([december])));
    expect(await published(cancelled)).toEqual(counts(await rows([december])));
  });

  it('stops counting the shifts of a member recorded absent or removed from the organization', async () => {
    const absent = absenceRecorded('m2', '2026-12-05', '2026-12-05');
    const removed = memberRemoved('m1', '2026-12-05');
    expect(counts(await rows([december, absent, removed]))).toEqual([
      { member_id: 'm1', assigned: { Day: 1 }, positions: { Day: { 1: 1 } }, weekend_shifts: 0 },
      { member_id: 'm2', assigned: {}, positions: {}, weekend_shifts: 0 },
      { member_id: 'm3', assigned: {}, positions: {}, weekend_shifts: 0 },
    ]);
    // An edit of the draft afterwards keeps the absence out of the count.
    const edited = await rows([december, absent, edit('assign', '2026-12-05', 's2', 'm2', 1), edit('assign', '2026-12-07', 's2', 'm2', 1)]);
    expect(counts(edited)[1]).toEqual({ member_id: 'm2', assigned: { Night: 1 }, positions: { Night: { 1: 1 } }, weekend_shifts: 0 });
  });

  it('keeps the published month as it was published until the edited draft is published', async () => {
    const draft = recordedInParts(decemberMonth, streamOf(12));
    const published = async (events: GivenEvent[]) =>
      (await project(analyticsProjection, events)).table<AnalyticsMonthRecord>('analytics_months_published');
    expect(await published(draft)).toEqual([]);
    const takenOff = edit('unassign', '2026-12-05', 's1', 'm2');
    expect(await published([...draft, publication, takenOff])).toEqual(await rows(draft));
    expect(counts(await published([...draft, publication, takenOff, publication]))).toEqual(counts(await rows([...draft, takenOff])));
    const cleared = { type: 'ScheduleCleared', data: { organizationId: '1', year: 2026, month: 12 } };
    expect(await published([...draft, publication, cleared])).toEqual([]);
    // Generated before drafts existed: published as it was made.
    expect(counts(await published([december]))).toEqual(counts(await rows([december])));
  });

  it('counts each member’s changes at short notice by the month of the shifts', async () => {
    const noticed = (day: string, memberId: string, action: 'assign' | 'unassign') => ({
      date: `2026-12-${day}`,
      shiftTypeId: 's2',
      memberId,
      action,
    });
    const shortNotice = (changes: object[]) => ({
      type: 'ShortNoticeChangesRecorded',
      data: { organizationId: '1', year: 2026, month: 12, cause: 'trade', changes, noticeDays: 14, today: '2026-12-01' },
      streamId: 'schedule-1-2026-12',
    });
    const { table } = await project(analyticsProjection, [
      shortNotice([noticed('06', 'm1', 'unassign'), noticed('06', 'm2', 'assign')]),
      shortNotice([noticed('07', 'm2', 'unassign')]),
    ]);
    expect((await table('analytics_short_notice')).map(({ id, changes }) => [id, changes])).toEqual([
      ['1:2026-12:m1', 1],
      ['1:2026-12:m2', 2],
    ]);
  });

  it('moves a traded shift from the giver to the taker in the draft and the published month alike', async () => {
    const draft = recordedInParts(decemberMonth, streamOf(12));
    const published = async (events: GivenEvent[]) =>
      counts(await (await project(analyticsProjection, events)).table<AnalyticsMonthRecord>('analytics_months_published'));
    // Bo taken off Saturday's Day shift in the draft, not yet published.
    const takenOff = edit('unassign', '2026-12-05', 's1', 'm2');
    const events = [...draft, publication, takenOff, traded];
    const ada = { member_id: 'm1', assigned: { Day: 2 }, positions: { Day: { 1: 1, 2: 1 } }, weekend_shifts: 1 };
    const none = { member_id: 'm3', assigned: {}, positions: {}, weekend_shifts: 0 };
    expect(counts(await rows(events))).toEqual([
      ada,
      { member_id: 'm2', assigned: { Night: 1 }, positions: { Night: { 1: 1 } }, weekend_shifts: 1 },
      none,
    ]);
    // The published month takes the trade, not the draft's unpublished edit.
    expect(await published(events)).toEqual([
      ada,
      { member_id: 'm2', assigned: { Day: 1, Night: 1 }, positions: { Day: { 1: 1 }, Night: { 1: 1 } }, weekend_shifts: 2 },
      none,
    ]);
  });

  it('follows open shifts in the draft and the published month alike: a sick call takes the member off, an assignment puts one on', async () => {
    const draft = recordedInParts(decemberMonth, streamOf(12));
    const ref = { organizationId: '1', year: 2026, month: 12 };
    // Ada's Sunday Night released by her sick call, then Bo assigned to it.
    const released = {
      type: 'OpenShiftPosted',
      data: {
        ...ref,
        openShiftId: '2026-12.o1',
        date: '2026-12-06',
        shiftTypeId: 's2',
        count: 1,
        released: { memberId: 'm1', position: 1 },
        postedByUserId: 'u-admin',
        postedAt: '2026-12-01T08:00:00.000Z',
      },
      streamId: 'schedule-1-2026-12',
    };
    const assigned = {
      type: 'ScheduleOpenShiftAssigned',
      data: {
        ...ref,
        openShiftId: '2026-12.o1',
        date: '2026-12-06',
        shiftTypeId: 's2',
        memberId: 'm2',
        position: 1,
        assignedAt: '2026-12-01T09:00:00.000Z',
      },
      streamId: 'schedule-1-2026-12',
    };
    const events = [...draft, publication, released, assigned];
    const expected = [
      { member_id: 'm1', assigned: { Day: 2 }, positions: { Day: { 1: 1, 2: 1 } }, weekend_shifts: 1 },
      { member_id: 'm2', assigned: { Day: 1, Night: 1 }, positions: { Day: { 1: 1 }, Night: { 1: 1 } }, weekend_shifts: 2 },
      { member_id: 'm3', assigned: {}, positions: {}, weekend_shifts: 0 },
    ];
    expect(counts(await rows(events))).toEqual(expected);
    const published = await project(analyticsProjection, events);
    expect(counts(await published.table<AnalyticsMonthRecord>('analytics_months_published'))).toEqual(expected);
  });

  it('rebuilds from the log to exactly what was built live', async () => {
    const log = openMemoryEventStore();
    const live = openMemoryReadStore();
    const runner = new ProjectionRunner(log, live, [analyticsProjection], { batchSize: 1, flushMs: 1 });
    await runner.start();
    const history: GivenEvent[] = [
      generated(11, [['2026-11-02', 's1', 'm1', 1]]),
      december,
      generated(12, [['2026-12-07', 's2', 'm2', 1]], { m2: { s2: 5 } }),
      december,
      edit('assign', '2026-12-07', 's1', 'm3', 1),
      edit('unassign', '2026-12-04', 's1', 'm1'),
      publication,
      traded,
    ];
    for (const event of history) {
      const metadata = testMetadata({ organizationId: '1', occurredAt: '2026-11-20T10:00:00.000Z' });
      const version = event.version ?? EVENT_VERSIONS[event.type as EventType];
      const { position } = await log.append(event.streamId!, [{ type: event.type, version, data: event.data, metadata }], {
        expectedRevision: 'any',
      });
      expect(await waitForPosition(live, [analyticsProjection], position, { timeoutMs: 5000 })).toBe(true);
    }
    await runner.stop();
    const rebuilt = openMemoryReadStore();
    expect(await differingFromRebuild(log, live, rebuilt, [analyticsProjection])).toEqual([]);
    expect(await rebuilt.count((await rebuilt.resolveAlias('analytics_months'))!)).toBe(4);
    expect(await rebuilt.count((await rebuilt.resolveAlias('analytics_months_published'))!)).toBe(4);
  });
});
