import { describe, expect, it } from 'vitest';
import type { ScheduleEvent } from '../schedules/events.ts';
import type { ScheduleTradeApplied } from '../trades/events.ts';
import { initialScheduleState, type MonthVersion, type ScheduleState } from '../folds/schedule.ts';
import { isShortNotice, shortNoticeOf } from './rule.ts';

const facts = { today: '2026-11-29', noticeDays: 14 };
const month = { organizationId: '7', year: 2026, month: 12 };
const version: MonthVersion = { requestId: 'r', revision: 0, shiftTypes: [], assignments: new Map(), pinned: new Map(), needs: [] };
const published: ScheduleState = { ...initialScheduleState, hasSchedule: true, draft: version, published: version };
const edit = (date: string, action: 'assign' | 'unassign' = 'assign'): ScheduleEvent => ({
  type: 'ScheduleAssignmentChanged',
  data: { ...month, date, shiftTypeId: 'late', memberId: 'm-bo', action, position: 1, overrideReason: null, violations: [] },
});

describe('short notice', () => {
  it('is a change from today up to the day before the notice runs out, never a past day', () => {
    expect(['2026-11-28', '2026-11-29', '2026-12-12', '2026-12-13'].map((date) => isShortNotice(date, facts))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(isShortNotice('2026-11-29', { ...facts, noticeDays: 0 })).toBe(false);
  });

  it('records a hand edit of a published month within the notice', () => {
    expect(shortNoticeOf([edit('2026-12-04', 'unassign')], published, facts)).toEqual({
      type: 'ShortNoticeChangesRecorded',
      data: {
        ...month,
        cause: 'edit',
        changes: [{ date: '2026-12-04', shiftTypeId: 'late', memberId: 'm-bo', action: 'unassign' }],
        noticeDays: 14,
        today: '2026-11-29',
      },
    });
  });

  it('records nothing before the first publication, nor for days beyond the notice', () => {
    expect(shortNoticeOf([edit('2026-12-04')], { ...published, published: null }, facts)).toBeNull();
    expect(shortNoticeOf([edit('2026-12-20')], published, facts)).toBeNull();
  });

  it('records both people of a trade applied, and the changes of a repair within the notice', () => {
    const traded: ScheduleTradeApplied = {
      type: 'ScheduleTradeApplied',
      data: {
        ...month,
        tradeId: '2026-12.1',
        shifts: [{ date: '2026-12-04', shiftTypeId: 'late', fromMemberId: 'm-bo', toMemberId: 'm-cy', position: 1 }],
        appliedAt: 'x',
      },
    };
    expect(shortNoticeOf([traded], published, facts)?.data.changes).toEqual([
      { date: '2026-12-04', shiftTypeId: 'late', memberId: 'm-bo', action: 'unassign' },
      { date: '2026-12-04', shiftTypeId: 'late', memberId: 'm-cy', action: 'assign' },
    ]);
    const proposal = {
      proposalId: 'p1',
      requestId: 'r',
      revision: 0,
      changes: [
        { date: '2026-12-04', shiftTypeId: 'late', memberId: 'm-cy', change: 'added' as const, position: 2 },
        { date: '2026-12-28', shiftTypeId: 'late', memberId: 'm-di', change: 'added' as const, position: 1 },
      ],
    };
    const repaired = shortNoticeOf(
      [{ type: 'ScheduleRepairApplied', data: { ...month, proposalId: 'p1' } }],
      { ...published, proposal },
      facts,
    );
    expect([repaired?.data.cause, repaired?.data.changes]).toEqual([
      'repair',
      [{ date: '2026-12-04', shiftTypeId: 'late', memberId: 'm-cy', action: 'assign' }],
    ]);
  });
});
