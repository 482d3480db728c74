import { describe, expect, it } from 'vitest';
import { aGeneratedMonth } from '../testing/generated-month.ts';
import { assembleGenerated, splitGenerated, type SchedulePartGenerated } from './events.ts';

const month = aGeneratedMonth({
  organizationId: '7',
  shiftTypes: [{ id: 's1', name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: {} }],
  statistics: { ...aGeneratedMonth().statistics, modelSize: { employees: 60, days: 31, shift_types: 1, cells: 1860 } },
  assignments: Array.from({ length: 600 }, (_, n) => ({
    date: `2026-12-${String((n % 31) + 1).padStart(2, '0')}`,
    shift_type_id: 's1',
    member_id: `m${n % 60}`,
    position: 1,
  })),
  coverage: Array.from({ length: 31 }, (_, day) => ({
    date: `2026-12-${String(day + 1).padStart(2, '0')}`,
    shift_type_id: 's1',
    required_count: 20,
    assigned_count: 19,
    status: 'partially-staffed',
    reasons: [],
  })),
  memberNames: Object.fromEntries(Array.from({ length: 60 }, (_, n) => [`m${n}`, `Member ${n}`])),
  requested: Object.fromEntries(Array.from({ length: 60 }, (_, n) => [`m${n}`, { s1: 10 }])),
});
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('a generated month in parts', () => {
  it('packs the content into numbered parts within the bound, closed by a ScheduleGenerated that counts them', () => {
    const events = splitGenerated(month, 4096);
    const parts = events.slice(0, -1) as SchedulePartGenerated[];
    expect(parts.length).toBeGreaterThan(5);
    expect(parts.map((part) => part.data.part)).toEqual(parts.map((_, n) => n));
    for (const part of parts) expect(bytes(part.data)).toBeLessThanOrEqual(4096);
    expect(events.at(-1)).toEqual({
      type: 'ScheduleGenerated',
      data: expect.objectContaining({ requestId: 'r1', parts: parts.length, assignedShifts: 600 }),
    });
    expect(events.at(-1)!.data).not.toHaveProperty('assignments');
  });

  it('assembles back into the same month, whatever order the parts are read in, and a repeated part counts once', () => {
    const events = splitGenerated(month, 4096);
    const parts = events.slice(0, -1).map((event) => event.data as SchedulePartGenerated['data']);
    const closing = events.at(-1)!.data as Parameters<typeof assembleGenerated>[0];
    expect(assembleGenerated(closing, [...parts].reverse())).toEqual(month);
    expect(assembleGenerated(closing, [...parts, parts[0]!])).toEqual(month);
  });

  it('refuses to assemble a month with a part missing', () => {
    const events = splitGenerated(month, 4096);
    const parts = events.slice(0, -1).map((event) => event.data as SchedulePartGenerated['data']);
    const closing = events.at(-1)!.data as Parameters<typeof assembleGenerated>[0];
    expect(() =>
      assembleGenerated(
        closing,
        parts.filter((part) => part.part !== 2),
      ),
    ).toThrow(/missing part\(s\) 2 of/);
  });

  it('records every name in camelCase, the content in the parts and the summary in the closing event', () => {
    const [part, closing] = splitGenerated(month);
    expect((part as SchedulePartGenerated).data.assignments[0]).toEqual({
      date: '2026-12-01',
      shiftTypeId: 's1',
      memberId: 'm0',
      position: 1,
    });
    expect((part as SchedulePartGenerated).data.coverage[0]).toMatchObject({ shiftTypeId: 's1', requiredCount: 20, assignedCount: 19 });
    expect(closing!.data).toMatchObject({
      shiftTypes: [{ id: 's1', name: 'Day', startTime: '07:00', durationHours: 8, positionLabels: {} }],
      statistics: { modelSize: { employees: 60, days: 31, shiftTypes: 1, cells: 1860 } },
      draft: true,
    });
  });

  it('makes an empty month one closing event with no parts', () => {
    expect(splitGenerated({ ...month, assignments: [], coverage: [], memberNames: {}, requested: {} })).toEqual([
      { type: 'ScheduleGenerated', data: expect.objectContaining({ parts: 0, assignedShifts: 0 }) },
    ]);
  });
});
