import { qualityReportOf, type ScheduleQualityReportedData } from '@rostra/contracts';
import type { SolverInput } from '@rostra/contracts/solver/input';
import { openMemoryEventStore, systemClock, type EventStore } from '@rostra/platform';
import { describe, expect, it } from 'vitest';
import { solveProduct } from '../product/solve-product.ts';
import { saturdayNight } from '../testing/saturday-night.ts';
import { appendQualityReport } from './quality.ts';
import { onCountedClock } from '../testing/counted-clock.ts';
import { reproducible } from '../testing/reproducible.ts';

// The solve ends by its rounds, the explanations by theirs: on a counted clock neither budget is
// reached on any machine (explain.test.ts).
onCountedClock();

const stream = 'schedule-1-2026-12';

/** December 2026: a Day shift of one every day, a Night of one on Saturdays only, which neither may work. */
const december: SolverInput = {
  year: 2026,
  month: 12,
  shift_types: [
    { id: 'day', name: 'Day', start_time: '08:00', duration_hours: 8, requirements: [{ day_of_week: null, employees_needed: 1 }] },
    saturdayNight,
  ],
  employees: [
    { id: 'ana', name: 'Ana Silva', disallowed_shift_types: ['night'], admin_set: { shift_preferences: { day: 16 } } },
    { id: 'ben', name: 'Ben Kim', disallowed_shift_types: ['night'] },
  ],
};

async function request(events: EventStore, requestId: string) {
  const metadata = {
    actorUserId: 'u1',
    actorEmail: 'a@example.com',
    organizationId: '1',
    correlationId: 'c',
    causationId: null,
    occurredAt: new Date().toISOString(),
  };
  const data = { organizationId: '1', year: 2026, month: 12, requestId, requestedAt: metadata.occurredAt };
  await events.append(stream, [{ type: 'ScheduleGenerationRequested', version: 1, data, metadata }], { expectedRevision: 'any' });
  return (await events.readStream(stream)).at(-1)!;
}

describe('the quality report after a generation', () => {
  it('reports the Saturday Nights short, and that allowing one of the two to work Nights fills them', async () => {
    const events = openMemoryEventStore();
    const requested = await request(events, 'r1');
    const result = await solveProduct(december, reproducible);
    await appendQualityReport(events, systemClock, requested, december, result, { budgetSeconds: 60, candidateSeconds: 10 });

    const reported = (await events.readStream(stream)).find((e) => e.type === 'ScheduleQualityReported')!;
    expect(reported.metadata).toMatchObject({ organizationId: '1', actorEmail: 'solver', causationId: requested.id });
    // Recorded in the event's names; checked here as the read model shows it.
    expect(reported.data).toMatchObject({ nightShiftTypeIds: ['night'], explainSeconds: expect.any(Number) });
    const report = qualityReportOf(reported.data as ScheduleQualityReportedData);
    expect(report).toMatchObject({
      requestId: 'r1',
      organizationId: '1',
      year: 2026,
      month: 12,
      violations: {},
      night_shift_type_ids: ['night'],
      shift_types: [
        { id: 'day', name: 'Day' },
        { id: 'night', name: 'Night' },
      ],
    });
    expect(report.understaffed).toEqual({
      total: 4,
      items: ['2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26'].map((date) => ({
        date,
        shift_type_id: 'night',
        required: 1,
        assigned: 0,
      })),
    });
    expect(report.overstaffed.total).toBe(0);
    const [saturdays, ...others] = report.explanations.items;
    expect(others).toEqual([]);
    expect(saturdays).toMatchObject({
      shift_type_id: 'night',
      dates: ['2026-12-05', '2026-12-12', '2026-12-19', '2026-12-26'],
      shortfall: 1,
    });
    expect(saturdays!.reasons).toEqual([
      {
        code: 'shift_type_disallowed',
        member_ids: ['ana', 'ben'],
        member_count: 2,
        message: 'Ana Silva, Ben Kim: not allowed to work this shift type',
      },
    ]);
    expect(saturdays!.suggestions.map((s) => [s.text, s.member_id, s.fills])).toEqual([
      ['allow Ana Silva to work Night', 'ana', 4],
      ['allow Ben Kim to work Night', 'ben', 4],
      ['one more person available on Saturdays', null, 4],
    ]);
    const ana = report.employees.items.find((row) => row.member_id === 'ana')!;
    expect(ana).toMatchObject({ name: 'Ana Silva', target: 16, night_shifts: 0, night_share: 0 });
    expect(report.employees.items.reduce((sum, row) => sum + row.assigned, 0)).toBe(31);
  });

  it('records nothing for a request a newer one has replaced, nor for a failed generation', async () => {
    const events = openMemoryEventStore();
    const first = await request(events, 'r1');
    const result = await solveProduct(december, reproducible);
    await request(events, 'r2');
    await appendQualityReport(events, systemClock, first, december, result);
    await appendQualityReport(
      events,
      systemClock,
      first,
      { ...december, employees: [] },
      await solveProduct({ ...december, employees: [] }),
    );
    expect((await events.readStream(stream)).map((e) => e.type)).toEqual(['ScheduleGenerationRequested', 'ScheduleGenerationRequested']);
  });
});
