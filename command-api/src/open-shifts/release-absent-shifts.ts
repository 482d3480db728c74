import type { OpenShiftFields } from '@rostra/contracts';
import type { Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { openShiftAnswer } from './answer.ts';
import { runOpenShift } from './run.ts';

/** The months a date range touches, in order. */
function monthsOf(from: string, to: string): { year: number; month: number }[] {
  const months = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push({ year, month });
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
  return months;
}

/**
 * A sick call's `post_open_shifts`: in each published month the absence touches, the absent
 * member's shifts still ahead are taken off and posted as open shifts, one event each on the
 * month's stream. Recorded after the absence (another stream), so a failure here leaves the
 * absence recorded and the shifts for the admin to post. The position: the last event's, if any.
 */
export async function releaseAbsentShifts(
  deps: CommandApiDeps,
  request: Request,
  absence: { organizationId: string; memberId: string; from: string; to: string; userId: string; today: string; now: string },
): Promise<{ posted: OpenShiftFields[]; position: bigint | null }> {
  const { organizationId, memberId, from, to, userId, today, now } = absence;
  const posted: OpenShiftFields[] = [];
  let last: bigint | null = null;
  for (const { year, month } of monthsOf(from, to)) {
    const ref = { organizationId, year, month };
    const command = { type: 'ReleaseShifts' as const, ...ref, memberId, from, to, userId, today, now };
    const { state, events, position } = await runOpenShift(deps, request, ref, command, memberId);
    if (position !== null && events.length > 0) last = position;
    for (const event of events)
      if (event.type === 'OpenShiftPosted') posted.push(openShiftAnswer(state, (event.data as { openShiftId: string }).openShiftId));
  }
  return { posted, position: last };
}
