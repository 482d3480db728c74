import { REPAIR_TEXT, scheduleStream, type CalendarResponse, type RepairProposal } from '@rostra/contracts';
import { ADMIN_ONLY } from '@rostra/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { publishedLateDecember } from '@rostra/cli/testing/late-december';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';

const w = schedulingWorld();
const { path, refused } = w;
let late: string;
const workingOn = async (date: string) => {
  const calendar: CalendarResponse = (await w.ada.get(path('/schedules/calendar?year=2026&month=12'))).body;
  return calendar.days
    .find((day) => day.date === date)!
    .shifts.flatMap((shift) => shift.assigned_employees.map((employee) => employee.id))
    .sort();
};

beforeEach(async () => {
  // Published: Bo works the 3rd and the 4th, Cy the 5th.
  const needed = (date: string) => ({ date, required: 1, assigned: 1 });
  late = await publishedLateDecember(
    w,
    [needed('2026-12-03'), needed('2026-12-04'), needed('2026-12-05')],
    [
      ['2026-12-03', w.bo.memberId, 1],
      ['2026-12-04', w.bo.memberId, 1],
      ['2026-12-05', w.cy.memberId, 1],
    ],
  );
});

describe('repairing a month instead of regenerating it', () => {
  it('is for admins only', async () => {
    await refused(() => w.bo.post(path('/schedules/2026/12/repair'), {}), 403, ADMIN_ONLY);
  });

  it('proposes to take Bo off the day of his sick call and to fill it, keeping every other assignment, then applies it', async () => {
    expect(
      (await w.ada.post(path('/absences'), { member_id: w.bo.memberId, from: '2026-12-04', to: '2026-12-04', reason: 'Sick' })).status,
    ).toBe(201);
    const response = await w.ada.post(path('/schedules/2026/12/repair'), {});
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const proposal = response.body as RepairProposal;
    expect(proposal.changes[0]).toEqual({
      member_id: w.bo.memberId,
      member_name: 'Berg',
      date: '2026-12-04',
      shift_type_id: late,
      change: 'removed',
    });
    expect(proposal.changes.slice(1)).toEqual([
      { member_id: expect.any(String), member_name: expect.any(String), date: '2026-12-04', shift_type_id: late, change: 'added' },
    ]);
    expect(proposal.changes[1]!.member_id).not.toBe(w.bo.memberId);
    expect(await workingOn('2026-12-03')).toEqual([w.bo.memberId]);

    const applied = await w.ada.post(path(`/schedules/2026/12/repair/${proposal.proposal_id}/apply`), {});
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(await workingOn('2026-12-04')).toEqual([proposal.changes[1]!.member_id]);
    expect(await workingOn('2026-12-03')).toEqual([w.bo.memberId]);
    expect(await workingOn('2026-12-05')).toEqual([w.cy.memberId]);
    // Employees see it once published.
    expect((await w.ada.post(path('/schedules/2026/12/publish'), {})).status).toBe(200);
  });

  it('proposes the same changes for the same draft every time it is asked, adding nobody who asked for no shift', async () => {
    expect(
      (await w.ada.post(path('/absences'), { member_id: w.bo.memberId, from: '2026-12-04', to: '2026-12-04', reason: 'Sick' })).status,
    ).toBe(201);
    // Bo asked for Lates; Ada (an admin and an employee) and Cy asked for nothing: nobody is added for him.
    expect((await w.ada.post(path(`/admin/employees/${w.bo.memberId}/preferences`), { shift_preferences: { [late]: 8 } })).status).toBe(
      200,
    );
    const ask = async () => {
      const response = await w.ada.post(path('/schedules/2026/12/repair'), {});
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body as RepairProposal).changes;
    };
    const first = await ask();
    expect(first).toEqual([{ member_id: w.bo.memberId, member_name: 'Berg', date: '2026-12-04', shift_type_id: late, change: 'removed' }]);
    expect(await ask()).toEqual(first);
  });

  it('refuses a proposal applied already, and one the draft moved past', async () => {
    const first = (await w.ada.post(path('/schedules/2026/12/repair'), {})).body as RepairProposal;
    await w.ada.put(path('/schedules/2026/12/assignments'), {
      date: '2026-12-20',
      shift_type_id: late,
      member_id: w.cy.memberId,
      action: 'assign',
    });
    await refused(() => w.ada.post(path(`/schedules/2026/12/repair/${first.proposal_id}/apply`), {}), 409, REPAIR_TEXT.stale);
    await refused(() => w.ada.post(path('/schedules/2026/12/repair/nope/apply'), {}), 404, REPAIR_TEXT.notFound);
  });

  // The route's wait (60 s) is below this test's bound: a route that waited for it would answer 503.
  it(
    'answers a repair another admin asked for again while the solver worked on it: 409 superseded, not a wait for the timeout',
    { timeout: 120_000 },
    async () => {
      const stream = scheduleStream(w.org, 2026, 12);
      const log = w.server.running.stores.events;
      const claimed = async () => (await log.readStream(stream)).some((event) => event.type === 'ScheduleRepairStarted');
      const first = w.ada.post(path('/schedules/2026/12/repair'), {});
      while (!(await claimed())) await new Promise((resolve) => setTimeout(resolve, 2));
      const second = await w.dee.post(path('/schedules/2026/12/repair'), {});
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      const replaced = await first;
      expect(replaced.status, JSON.stringify(replaced.body)).toBe(409);
      expect(replaced.body.detail).toBe(REPAIR_TEXT.superseded);
      const types = (await log.readStream(stream)).map((event) => event.type);
      expect(types.filter((type) => type === 'ScheduleRepairStarted')).toHaveLength(2);
      expect(types.filter((type) => type === 'ScheduleRepairProposed')).toHaveLength(1);
    },
  );
});
