import { expect } from 'vitest';
import type { SchedulingWorld } from './scheduling-world.ts';
import { appendDraft, generated, type Month } from './schedules.ts';

/** The server's now in the trades tests: a few days before December's shifts. */
export const TRADES_TODAY = '2026-11-29T09:00:00.000Z';

/**
 * For the HTTP tests of trades: December 2026 of the world's organization, generated with Early
 * (06:00) and Late (14:00), 8 h each (made through the API), and published: Bo works the Lates of
 * the 2nd and the 4th, Cy the Early of the 2nd. The server's today is November 29th, 2026 (until the
 * test ends), so those shifts are ahead whenever the test runs. Returns the two shift types' ids.
 */
export async function publishedTradesDecember(w: SchedulingWorld): Promise<{ early: string; late: string }> {
  w.clock.offset = Date.parse(TRADES_TODAY) - Date.now();
  const made = (name: string, start_time: string) => w.ada.post(w.path('/shift-types'), { name, start_time, duration_hours: 8 });
  const early: string = (await made('Early', '06:00')).body.id;
  const late: string = (await made('Late', '14:00')).body.id;
  const december: Month = { organizationId: w.org, year: 2026, month: 12 };
  const shiftTypes = [
    { id: early, name: 'Early', start_time: '06:00', duration_hours: 8, position_labels: {} },
    { id: late, name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} },
  ];
  const shifts: [string, string, string, number][] = [
    ['2026-12-02', late, w.bo.memberId, 1],
    ['2026-12-02', early, w.cy.memberId, 1],
    ['2026-12-04', late, w.bo.memberId, 1],
  ];
  await appendDraft(w.server, december, generated(december, { shiftTypes, shifts }));
  expect((await w.ada.post(w.path('/schedules/2026/12/publish'), {})).status).toBe(200);
  return { early, late };
}
