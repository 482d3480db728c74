import { EVENT_VERSIONS, splitGenerated, type GeneratedMonth, type ScheduleEvent, type ShiftCoverageRecord } from '@rostra/contracts';
import type { Doc, NewEvent } from '@rostra/platform';
import { appendBytes, MAX_APPEND_BYTES } from '@rostra/platform/event-store/esdb-mapping';
import { project } from '@rostra/platform/projection/testing/project-spec';
import { MAX_DOCUMENT_BYTES, storedBytes } from '@rostra/platform/read-store/mongodb-mapping';
import { describe, expect, it } from 'vitest';
import { analyticsProjection } from '../analytics/project.ts';
import { calendarsProjection } from './project.ts';

const EMPLOYEES = 2000;
const uuid = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const members = Array.from({ length: EMPLOYEES }, (_, n) => uuid(1, n));
const shiftTypes = [0, 1, 2].map((n) => ({
  id: uuid(2, n),
  name: `Shift type ${n} with a long descriptive name`,
  start_time: `0${n * 3}:00`,
  duration_hours: 8,
  position_labels: { 1: 'Lead', 2: 'Second' },
}));
const dates = Array.from({ length: 31 }, (_, day) => `2026-12-${String(day + 1).padStart(2, '0')}`);

/** December for 2,000 employees: everyone works 22 days, and every shift lists 100 people it could not use. */
function bigMonth(): GeneratedMonth {
  const assignments = members.flatMap((member_id, m) =>
    dates
      .filter((_, day) => (day + m) % 31 < 22)
      .map((date, day) => ({ date, shift_type_id: shiftTypes[(m + day) % 3]!.id, member_id, position: (m % 40) + 1 })),
  );
  const coverage: ShiftCoverageRecord[] = dates.flatMap((date) =>
    shiftTypes.map((shiftType) => ({
      date,
      shift_type_id: shiftType.id,
      required_count: 500,
      assigned_count: 480,
      status: 'partially-staffed' as const,
      reasons: [
        {
          code: 'unavailable_weekday',
          employee_ids: members.slice(0, 100),
          message: `${members.slice(0, 100).join(', ')}: not available on this weekday`,
        },
      ],
    })),
  );
  return {
    requestId: uuid(3, 1),
    organizationId: '42',
    year: 2026,
    month: 12,
    status: 'feasible',
    shiftTypes,
    statistics: {
      objective: 1,
      bound: 1,
      gap: 0,
      seconds: 45,
      firstValidSeconds: 2,
      modelSize: { employees: EMPLOYEES, days: 31, shift_types: 3, cells: EMPLOYEES * 93 },
      inputHash: 'h',
    },
    assignments,
    coverage,
    memberNames: Object.fromEntries(members.map((id, n) => [id, `Employee Number ${n} Withalongfamilyname`])),
    requested: Object.fromEntries(members.map((id) => [id, Object.fromEntries(shiftTypes.map((shiftType) => [shiftType.id, 7]))])),
  };
}

const metadata = {
  actorUserId: null,
  actorEmail: 'solver',
  organizationId: '42',
  correlationId: uuid(4, 1),
  causationId: uuid(5, 1),
  occurredAt: '2026-11-20T10:00:00.000Z',
};
const asAppended = ({ type, data }: { type: ScheduleEvent['type']; data: unknown }, version: number = EVENT_VERSIONS[type]): NewEvent => ({
  type,
  version,
  data,
  metadata,
});

describe('a 2,000-employee month', () => {
  const month = bigMonth();
  const events = splitGenerated(month);

  it("is recorded in events each appended under EventStoreDB's 1 MiB, where the whole month in one was not", () => {
    // The whole month in one event, as version 1 recorded it.
    expect(appendBytes([asAppended({ type: 'ScheduleGenerated', data: month }, 1)])).toBeGreaterThan(MAX_APPEND_BYTES);
    expect(events.length).toBeGreaterThan(10);
    for (const event of events) expect(appendBytes([asAppended(event)])).toBeLessThan(MAX_APPEND_BYTES / 2);
  });

  it("is read into documents each under MongoDB's 16 MB, the month split by day", { timeout: 60_000 }, async () => {
    const given = events.map((event) => ({ ...asAppended(event), streamId: 'schedule-42-2026-12' }));
    for (const projection of [calendarsProjection, analyticsProjection]) {
      const projected = await project(projection, given);
      const tables = Object.fromEntries(
        await Promise.all(projection.tables.map(async ({ name }) => [name, await projected.table<Doc>(name)] as const)),
      );
      for (const [name, docs] of Object.entries(tables))
        expect(Math.max(0, ...docs.map(storedBytes)), `${projection.name}: ${name}`).toBeLessThan(MAX_DOCUMENT_BYTES / 8);
      // The parts are kept only until the generation closes.
      const staged = Object.entries(tables).filter(([name]) => name.endsWith('_schedule_parts'));
      expect(staged.map(([, docs]) => docs.length)).toEqual([0]);
      if (projection === calendarsProjection) expect(tables.calendar_days).toHaveLength(31);
    }
  });
});
