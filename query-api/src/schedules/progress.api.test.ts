import { GENERATION_TEXT } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { appendToMonth, generated, type Month } from '@rostra/cli/testing/schedules';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

// The solver service runs in this server too. A request appended here is answered at once or held by
// another solver's lease that outlasts the test, so this server's solver takes none of them.

let ada: SignedIn;
let bo: SignedIn & { memberId: string };
let org: string;

interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Opens the progress stream as a browser's fetch would, and reads it until the server ends it. */
async function follow(client: SignedIn, query: string) {
  const response = await fetch(`${world.server.url}/api/organizations/${org}/schedules/progress?${query}`, {
    headers: { authorization: `Bearer ${client.token}` },
  });
  const events = (async () => {
    const text = await response.text();
    return text
      .split('\n\n')
      .filter((block) => block.startsWith('event: '))
      .map((block): ServerSentEvent => {
        const [event, data] = block.split('\n').map((line) => line.slice(line.indexOf(': ') + 2));
        return { event: event!, data: JSON.parse(data!) };
      });
  })();
  return { response, events };
}

const month = (m: number): Month => ({ organizationId: org, year: 2026, month: m });
const requested = (m: number, requestId: string) =>
  ({ type: 'ScheduleGenerationRequested', data: { ...month(m), requestId, requestedAt: new Date().toISOString() } }) as const;
const claimedElsewhere = (requestId: string) =>
  ({ type: 'ScheduleGenerationStarted', data: { requestId, workerId: 'elsewhere', leaseUntil: '2099-01-01T00:00:00.000Z' } }) as const;
const progressed = (requestId: string, incumbent: number, elapsedSeconds: number) =>
  ({
    type: 'ScheduleGenerationProgressed',
    data: { requestId, incumbent, bound: 90, gap: (incumbent - 90) / incumbent, elapsedSeconds },
  }) as const;

// The time limit is only told here: the test server's solves end by their round limit.
const world = organizationWorld({ env: { SOLVER_TIME_LIMIT_SECONDS: '30' } });
// Each test has its own organization and users.
beforeEach(async () => {
  ada = await world.user('ada', 'Ada');
  org = String(await world.organizationOf(ada, 'Ward 4'));
  bo = await addMember(ada, org, world.address('bo'));
});

describe('live generation progress', () => {
  it("tells admins the solver's time limit, which bounds every estimate of a generation's time", async () => {
    expect(await ada.get(`/organizations/${org}/schedules/solver-settings`)).toMatchObject({
      status: 200,
      body: { time_limit_seconds: 30 },
    });
    expect((await bo.get(`/organizations/${org}/schedules/solver-settings`)).status).toBe(403);
  });

  it("streams the running generation's progress and its result as server-sent events, then ends", async () => {
    await appendToMonth(world.server, month(1), requested(1, 'r1'), claimedElsewhere('r1'), progressed('r1', 120, 1));
    const { response, events } = await follow(ada, 'year=2026&month=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await appendToMonth(world.server, month(1), progressed('r1', 100, 2), {
      ...generated(month(1)),
      data: { ...generated(month(1)).data, requestId: 'r1' },
    });
    expect(await events).toEqual([
      { event: 'progress', data: { request_id: 'r1', incumbent: 120, bound: 90, gap: 0.25, elapsed_seconds: 1 } },
      { event: 'progress', data: { request_id: 'r1', incumbent: 100, bound: 90, gap: 0.1, elapsed_seconds: 2 } },
      { event: 'result', data: { request_id: 'r1', status: 'optimal', success: true, text: GENERATION_TEXT.optimal } },
    ]);
  });

  it('with next=true skips a finished generation and follows the next one', async () => {
    await appendToMonth(world.server, month(2), requested(2, 'r1'), {
      type: 'ScheduleGenerationFailed',
      data: { requestId: 'r1', status: 'no_employees', problems: [] },
    });
    const replay = await follow(ada, 'year=2026&month=2');
    expect(await replay.events).toEqual([
      { event: 'result', data: { request_id: 'r1', status: 'no_employees', success: false, text: GENERATION_TEXT.no_employees } },
    ]);

    const next = await follow(ada, 'year=2026&month=2&next=true');
    await appendToMonth(world.server, month(2), requested(2, 'r2'), {
      type: 'ScheduleGenerationFailed',
      data: { requestId: 'r2', status: 'infeasible', problems: [] },
    });
    expect(await next.events).toEqual([
      { event: 'result', data: { request_id: 'r2', status: 'infeasible', success: false, text: GENERATION_TEXT.infeasible } },
    ]);
  });

  it('is for admins, and needs the month', async () => {
    expect((await bo.get(`/organizations/${org}/schedules/progress?year=2026&month=1`)).status).toBe(403);
    expect(await ada.get(`/organizations/${org}/schedules/progress?year=2026`)).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^month: /) },
    });
  });
});

describe('a generation from end to end', () => {
  it('streams to its result while POST /schedule runs, then calendars and analytics show what was generated (employees once published), until cleared', async () => {
    const next = new Date();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    const [year, month] = [next.getUTCFullYear(), next.getUTCMonth() + 1];
    const staff = [bo];
    for (const name of ['cy', 'dee', 'eve']) staff.push(await addMember(ada, org, world.address(name)));
    const shift = await ada.post(`/organizations/${org}/shift-types`, { name: 'Day', start_time: '08:00', duration_hours: 8 });
    expect(
      (
        await ada.put(`/organizations/${org}/shift-types/${shift.body.id}/requirements`, {
          requirements: [{ day_of_week: null, employees_needed: 2 }],
        })
      ).status,
    ).toBe(200);

    const watching = await follow(ada, `year=${year}&month=${month}&next=true`);
    const answer = await ada.post('/schedule', { organization_id: org, year, month });
    expect(answer.body).toMatchObject({ success: true, error: null });
    const events = await watching.events;
    expect(events.at(-1)).toEqual({
      event: 'result',
      data: {
        request_id: expect.any(String),
        status: answer.body.status,
        success: true,
        text: GENERATION_TEXT[answer.body.status as 'optimal'],
      },
    });
    expect(events.slice(0, -1).every((update) => update.event === 'progress')).toBe(true);

    const schedule = answer.body.schedule as Record<string, string[]>;
    const calendar = (await ada.get(`/organizations/${org}/schedules/calendar?year=${year}&month=${month}`)).body;
    for (const day of calendar.days as { date: string; shifts: { status: string; assigned_employees: { id: string }[] }[] }[]) {
      const working = day.shifts.flatMap((entry) => entry.assigned_employees.map((employee) => employee.id));
      expect(working.sort(), day.date).toEqual([...(schedule[day.date] ?? [])].sort());
      expect(day.shifts.map((entry) => entry.status)).toEqual(
        working.length >= 2 ? ['fully-staffed'] : [working.length ? 'partially-staffed' : 'understaffed'],
      );
    }
    const boDays = Object.keys(schedule).filter((date) => schedule[date]!.includes(bo.memberId));
    // A generation is a draft: the employee sees it once it is published.
    const draft = (await bo.get(`/organizations/${org}/my-schedule/calendar?year=${year}&month=${month}`)).body;
    expect(draft.days.filter((day: { shifts: unknown[] }) => day.shifts.length)).toEqual([]);
    expect((await ada.post(`/organizations/${org}/schedules/${year}/${month}/publish`, {})).status).toBe(200);
    const mine = (await bo.get(`/organizations/${org}/my-schedule/calendar?year=${year}&month=${month}`)).body;
    expect(mine.days.filter((day: { shifts: unknown[] }) => day.shifts.length).map((day: { date: string }) => day.date)).toEqual(boDays);

    const stats = (await ada.get(`/organizations/${org}/analytics?month=${month}&year=${year}`)).body.employees as {
      member_id: string;
      shifts_assigned: { Day?: number };
    }[];
    expect(stats.reduce((sum, entry) => sum + (entry.shifts_assigned.Day ?? 0), 0)).toBe(Object.values(schedule).flat().length);
    expect(stats.find((entry) => entry.member_id === bo.memberId)?.shifts_assigned.Day ?? 0).toBe(boDays.length);

    expect((await ada.delete(`/organizations/${org}/schedules?year=${year}&month=${month}`)).status).toBe(200);
    expect((await ada.get(`/organizations/${org}/schedules/calendar?year=${year}&month=${month}`)).body.generated_at).toBeNull();
    expect((await ada.get(`/organizations/${org}/analytics?month=${month}&year=${year}`)).body).toEqual({ employees: [] });
  });
});
