import type { SchedulingWorld } from './scheduling-world.ts';
import { appendToMonth, generated, staffed, type Month } from './schedules.ts';

/** A day the Late shift needs `required` people, with `assigned` of them put on it: fully staffed. */
export interface LateCover {
  date: string;
  required: number;
  assigned: number;
}

/**
 * For the HTTP tests of a published month: December 2026 of the world's organization, generated with
 * one shift type, Late (14:00 for 8 h, made through the API), and published. `cover` is what each day
 * needs, `shifts` who works it as [date, member id, position]. Returns the Late shift type's id.
 */
export async function publishedLateDecember(w: SchedulingWorld, cover: LateCover[], shifts: [string, string, number][]): Promise<string> {
  const late: string = (await w.ada.post(w.path('/shift-types'), { name: 'Late', start_time: '14:00', duration_hours: 8 })).body.id;
  const december: Month = { organizationId: w.org, year: 2026, month: 12 };
  const coverage = cover.map(({ date, required, assigned }) => staffed(date, late, required, assigned));
  await appendToMonth(
    w.server,
    december,
    generated(december, {
      shiftTypes: [{ id: late, name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} }],
      coverage,
      shifts: shifts.map(([date, member, position]) => [date, late, member, position]),
    }),
  );
  return late;
}
