import type { ShiftTypeSnapshot } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@rostra/cli/testing/api-client';
import { addMember, createOrganization, signedUp, type SignedIn } from '@rostra/cli/testing/organization';
import { appendToMonth, generated, type Month } from '@rostra/cli/testing/schedules';
import { addShiftType } from '@rostra/cli/testing/shift-types';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

// The whole path of a generation: inputs set up through the API, POST /schedule answered after
// the solver service (in this process, on worker threads) has appended its result to the log.

let admin: SignedIn;
let org: string;
let staff: (SignedIn & { memberId: string })[];

const next = new Date();
next.setUTCDate(1);
next.setUTCMonth(next.getUTCMonth() + 1);
const year = next.getUTCFullYear();
const month = next.getUTCMonth() + 1;
const day = (d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const world = organizationWorld();

/** The month before the generated one, which its labour rules and fairness look back on. */
const previous = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
const lastDayOfPrevious = new Date(Date.UTC(previous.year, previous.month, 0));

/** Records what was worked in the previous month, as the generation reads it. */
async function workedThePreviousMonth(organizationId: string, shiftType: ShiftTypeSnapshot, shifts: [string, string, string, number][]) {
  const at: Month = { organizationId, ...previous };
  await appendToMonth(world.server, at, generated(at, { shiftTypes: [shiftType], shifts }));
}

const generate = (client: ApiClient, organizationId = org) => client.post('/schedule', { organization_id: organizationId, year, month });

describe('generating a month', () => {
  // Each test has its own organization: six employees, one shift type, Ana's vacation, Ben and Cy apart.
  beforeEach(async () => {
    admin = await world.user('boss', 'Boss');
    org = String(await world.organizationOf(admin, 'Generated Ward'));
    staff = [];
    for (const name of ['ana', 'ben', 'cy', 'dee', 'eve', 'fay']) staff.push(await addMember(admin, org, world.address(name)));
    await addShiftType(admin, org, { name: 'Day', start_time: '08:00', duration_hours: 8 }, [{ day_of_week: null, employees_needed: 2 }]);
    const [ana, ben, cy] = staff;
    const vacation = await admin.post(`/organizations/${org}/employees/${ana!.memberId}/vacation-requests`, {
      start_date: day(3),
      end_date: day(9),
      auto_approve: true,
    });
    expect(vacation.status).toBe(201);
    expect(
      (
        await admin.post(`/organizations/${org}/employee-collaborations`, {
          employee_ids: [ben!.memberId, cy!.memberId],
          collaboration_type: 'avoid_together',
        })
      ).status,
    ).toBe(201);
  });

  it('answers with the schedule the solver appended, honouring vacations and apart rules', async () => {
    const response = await generate(admin);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, error: null });
    expect(['optimal', 'feasible']).toContain(response.body.status);
    const schedule = response.body.schedule as Record<string, string[]>;
    expect(Object.keys(schedule)).toContain(day(1));
    for (const members of Object.values(schedule)) expect(members).toHaveLength(2);
    const [ana, ben, cy] = staff;
    for (let d = 3; d <= 9; d += 1) expect(schedule[day(d)]).not.toContain(ana!.memberId);
    for (const members of Object.values(schedule)) expect(members.includes(ben!.memberId) && members.includes(cy!.memberId)).toBe(false);

    const log = await world.server.running.stores.events.readStream(`schedule-${org}-${year}-${String(month).padStart(2, '0')}`);
    expect(log.map((event) => event.type)).toEqual(
      expect.arrayContaining(['ScheduleGenerationRequested', 'ScheduleGenerationStarted', 'ScheduleGenerated']),
    );
    expect(log[0]!.metadata).toMatchObject({ actorEmail: admin.email, organizationId: org });
  });

  it('runs one generation per month at a time', async () => {
    const [first, second] = await Promise.all([generate(admin), generate(admin)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.detail).toBe('A schedule is already being generated for this month. Please wait for it to finish.');
  });

  it('says why when there is nothing to schedule', async () => {
    const founder = await signedUp(world.root, 'empty@example.com');
    const empty = await createOrganization(world.root, founder, { name: 'Empty Ward' });
    const response = await generate(founder, empty);
    expect(response.body).toEqual({
      success: false,
      status: 'no_shift_types',
      schedule: null,
      error:
        'No shift types are configured for this organization. Please add shift types in the Employment Configuration section before generating schedules.',
    });
  });

  it('refuses employees, other organizations and invalid months', async () => {
    expect((await generate(staff[0]!)).status).toBe(403);
    expect((await generate(await signedUp(world.root, 'stranger@example.com'))).status).toBe(403);
    expect(await admin.post('/schedule', { organization_id: org, year, month: 13 })).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^month: /) },
    });
  });

  it('clears a generated month', async () => {
    await appendToMonth(world.server, { organizationId: org, year, month }, generated({ organizationId: org, year, month }));
    const cleared = await admin.delete(`/organizations/${org}/schedules?year=${year}&month=${month}`);
    expect(cleared).toMatchObject({ status: 200, body: { message: 'Schedule cleared successfully' } });
    const log = await world.server.running.stores.events.readStream(`schedule-${org}-${year}-${String(month).padStart(2, '0')}`);
    expect(log.at(-1)?.type).toBe('ScheduleCleared');
    expect((await admin.delete(`/organizations/${org}/schedules?year=${year}`)).status).toBe(400);
  });
});

describe('the labour rules in a generated month', () => {
  it('keeps the rest after the previous month’s last Night and the organization’s weekly hours', async () => {
    const founder = await signedUp(world.root, 'rested@example.com');
    const ward = await createOrganization(world.root, founder, { name: 'Rested Ward' });
    const [ana, ben] = [await addMember(founder, ward, 'ana2@example.com'), await addMember(founder, ward, 'ben2@example.com')];
    const founderId = (await founder.get(`/organizations/${ward}/members`)).body.members.find(
      (m: { email: string }) => m.email === 'rested@example.com',
    ).id;
    expect((await founder.put(`/organizations/${ward}/settings`, { max_weekly_hours: 16 })).status).toBe(200);
    await addShiftType(founder, ward, { name: 'Early', start_time: '06:00', duration_hours: 8 }, [
      { day_of_week: null, employees_needed: 1 },
    ]);
    for (const memberId of [ben!.memberId, founderId]) {
      expect(
        (
          await founder.post(`/organizations/${ward}/employees/${memberId}/vacation-requests`, {
            start_date: day(1),
            end_date: day(1),
            auto_approve: true,
          })
        ).status,
      ).toBe(201);
    }
    // Ana worked a Night into the 1st: 22:00–06:00, so no Early for her that morning.
    const night = { id: 'night', name: 'Night', start_time: '22:00', duration_hours: 8, position_labels: {} };
    await workedThePreviousMonth(ward, night, [[lastDayOfPrevious.toISOString().slice(0, 10), 'night', ana!.memberId, 1]]);

    const response = await generate(founder, ward);
    expect(['optimal', 'feasible']).toContain(response.body.status);
    const schedule = response.body.schedule as Record<string, string[]>;
    expect(schedule[day(1)] ?? []).toEqual([]);
    const calendar = (await founder.get(`/organizations/${ward}/schedules/calendar?year=${year}&month=${month}`)).body;
    const first = calendar.days.find((entry: { date: string }) => entry.date === day(1)).shifts[0];
    expect(first.reasons).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'rest_period', employee_ids: [ana!.memberId] })]),
    );
    // 16 hours a week: at most two 8-hour Earlies per person and Monday–Sunday week.
    const perWeek = new Map<string, number>();
    for (const [date, members] of Object.entries(schedule)) {
      const at = new Date(`${date}T00:00:00Z`);
      const monday = new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
      for (const member of members) perWeek.set(`${member}|${monday}`, (perWeek.get(`${member}|${monday}`) ?? 0) + 1);
    }
    expect(Math.max(...perWeek.values())).toBeLessThanOrEqual(2);
  });
});

describe('fairness across months in a generated month', () => {
  it('gives the weekends to those who carried fewer of them in the window', async () => {
    const founder = await signedUp(world.root, 'fair@example.com');
    const ward = await createOrganization(world.root, founder, { name: 'Fair Ward' });
    const [ann, ben] = [await addMember(founder, ward, 'ann3@example.com'), await addMember(founder, ward, 'ben3@example.com')];
    const weekends = [0, 6].map((day_of_week) => ({ day_of_week, employees_needed: 1 }));
    await addShiftType(founder, ward, { name: 'Weekend', start_time: '10:00', duration_hours: 6 }, weekends);
    // Ann worked every weekend day of the previous month; Ben and the founder none.
    const days = lastDayOfPrevious.getUTCDate();
    const weekendDays = Array.from({ length: days }, (_, i) => new Date(Date.UTC(previous.year, previous.month - 1, i + 1)))
      .filter((date) => date.getUTCDay() === 0 || date.getUTCDay() === 6)
      .map((date) => date.toISOString().slice(0, 10));
    const weekend = { id: 'weekend', name: 'Weekend', start_time: '10:00', duration_hours: 6, position_labels: {} };
    await workedThePreviousMonth(
      ward,
      weekend,
      weekendDays.map((date) => [date, 'weekend', ann!.memberId, 1]),
    );

    const response = await generate(founder, ward);
    expect(['optimal', 'feasible']).toContain(response.body.status);
    const worked = (memberId: string) =>
      Object.values(response.body.schedule as Record<string, string[]>).filter((members) => members.includes(memberId)).length;
    expect(worked(ann!.memberId)).toBe(0);
    expect(worked(ben!.memberId)).toBeGreaterThan(0);
    const fairness = (await founder.get(`/organizations/${ward}/analytics/fairness?year=${previous.year}&month=${previous.month}`)).body;
    expect(fairness.employees).toEqual([expect.objectContaining({ member_id: ann!.memberId, weekend_shifts: weekendDays.length })]);
  });
});
