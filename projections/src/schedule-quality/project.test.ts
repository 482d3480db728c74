import { qualityReportData, type ScheduleQualityReport } from '@rostra/contracts';
import { project, type GivenEvent } from '@rostra/platform/projection/testing/project-spec';
import { describe, expect, it } from 'vitest';
import { scheduleQualityProjection } from './project.ts';

const reason = { code: 'on_vacation', member_ids: ['m1'], member_count: 1, message: 'Ana Silva: on vacation' };

const report = (organizationId: string, month: number, requestId: string): ScheduleQualityReport => ({
  requestId,
  organizationId,
  year: 2026,
  month,
  understaffed: { total: 1, items: [{ date: '2026-12-05', shift_type_id: 'night', required: 1, assigned: 0 }] },
  overstaffed: { total: 0, items: [] },
  violations: {},
  overruled: { total: 0, items: [] },
  skill_shortfalls: {
    total: 1,
    items: [
      {
        date: '2026-12-05',
        shift_type_id: 'night',
        skill_id: 'rn',
        skill_name: 'Registered nurse',
        required: 1,
        assigned: 0,
        reasons: [reason],
      },
    ],
  },
  shift_types: [{ id: 'night', name: 'Night' }],
  night_shift_type_ids: ['night'],
  employees: {
    total: 1,
    items: [
      { member_id: 'm1', name: 'Ana Silva', target: 4, assigned: 5, weekend_shifts: 2, night_shifts: 0, weekend_share: 1, night_share: 0 },
    ],
  },
  explanations: {
    total: 1,
    items: [
      {
        shift_type_id: 'night',
        dates: ['2026-12-05'],
        shortfall: 1,
        tried: 2,
        complete: true,
        reasons: [
          { code: 'shift_type_disallowed', member_ids: ['m1'], member_count: 1, message: 'Ana Silva: not allowed to work this shift type' },
        ],
        suggestions: [{ kind: 'allow_shift_type', text: 'allow Ana Silva to work Night', member_id: 'm1', size: 1, covers: 1, fills: 1 }],
      },
    ],
  },
  skill_explanations: {
    total: 1,
    items: [
      {
        shift_type_id: 'night',
        skill_id: 'rn',
        skill_name: 'Registered nurse',
        dates: ['2026-12-05'],
        shortfall: 1,
        tried: 1,
        complete: true,
        reasons: [
          { code: 'qualification_lapsed', member_ids: ['m1'], member_count: 1, message: 'Ana Silva: qualification lapsed by this date' },
        ],
        suggestions: [
          { kind: 'renew_skill', text: "renew Ana Silva's Registered nurse qualification", member_id: 'm1', size: 1, covers: 1, fills: 1 },
        ],
      },
    ],
  },
  explain_seconds: 0.2,
});
const reported = (organizationId: string, month: number, requestId: string) => ({
  type: 'ScheduleQualityReported',
  data: qualityReportData(report(organizationId, month, requestId)),
  metadata: { occurredAt: `2026-11-0${month - 9}T08:00:00.000Z` },
});

describe('the schedule quality read model', () => {
  it('keeps the latest report of each organization-month', async () => {
    const { table } = await project(scheduleQualityProjection, [reported('7', 12, 'r1'), reported('7', 11, 'r2'), reported('7', 12, 'r3')]);
    expect(await table('schedule_quality')).toEqual([
      {
        id: '7:2026-11',
        organization_id: '7',
        year: 2026,
        month: 11,
        reported_at: '2026-11-02T08:00:00.000Z',
        report: report('7', 11, 'r2'),
        edits_since_generation: 0,
      },
      {
        id: '7:2026-12',
        organization_id: '7',
        year: 2026,
        month: 12,
        reported_at: '2026-11-03T08:00:00.000Z',
        report: report('7', 12, 'r3'),
        edits_since_generation: 0,
      },
    ]);
  });

  it("keeps a report as version 1 recorded it (the API's names) as one written now", async () => {
    const asRecordedV1 = { ...reported('7', 12, 'r1'), version: 1, data: report('7', 12, 'r1') };
    const rows = async (event: GivenEvent) => (await project(scheduleQualityProjection, [event])).table('schedule_quality');
    expect(await rows(asRecordedV1)).toEqual(await rows(reported('7', 12, 'r1')));
    expect((await rows(asRecordedV1))[0]).toMatchObject({ report: report('7', 12, 'r1') });
  });

  it('counts the hand edits and applied repairs of the draft since the generation its report is of', async () => {
    const month = { organizationId: '7', year: 2026, month: 12 };
    const generation = (requestId: string) => ({ type: 'ScheduleGenerated', data: { ...month, requestId, parts: 0, draft: true } });
    const edit = { type: 'ScheduleAssignmentChanged', data: { ...month, date: '2026-12-05', shiftTypeId: 'night', memberId: 'm1' } };
    const repaired = { type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p1' } };
    const edits = async (events: GivenEvent[]) =>
      (await project(scheduleQualityProjection, events))
        .table('schedule_quality')
        .then((rows) => rows.map((row) => row.edits_since_generation));
    expect(await edits([generation('r1'), reported('7', 12, 'r1')])).toEqual([0]);
    // An edit made before the report arrives is not in it: the report is of the schedule as generated.
    expect(await edits([generation('r1'), edit, reported('7', 12, 'r1'), repaired, edit])).toEqual([3]);
    // A regeneration's edits are not the previous report's, which stays until the new one arrives.
    expect(await edits([generation('r1'), reported('7', 12, 'r1'), edit, generation('r2'), edit, edit])).toEqual([1]);
    expect(await edits([generation('r1'), reported('7', 12, 'r1'), edit, generation('r2'), edit, edit, reported('7', 12, 'r2')])).toEqual([
      2,
    ]);
    expect(await edits([generation('r1'), reported('7', 12, 'r1'), { type: 'ScheduleCleared', data: month }, edit])).toEqual([]);
  });

  it('drops a cleared month and every month of a deleted organization', async () => {
    const { table } = await project(scheduleQualityProjection, [
      reported('7', 11, 'r1'),
      reported('7', 12, 'r2'),
      reported('8', 12, 'r3'),
      { type: 'ScheduleCleared', data: { organizationId: '7', year: 2026, month: 12 } },
    ]);
    expect((await table('schedule_quality')).map((row) => row.id)).toEqual(['7:2026-11', '8:2026-12']);
    const deleted = await project(scheduleQualityProjection, [
      reported('7', 11, 'r1'),
      reported('8', 12, 'r3'),
      { type: 'OrganizationDeleted', data: { organizationId: '8', name: 'Ward 8' } },
    ]);
    expect((await deleted.table('schedule_quality')).map((row) => row.id)).toEqual(['7:2026-11']);
  });
});
