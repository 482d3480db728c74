import { ANALYTICS_PERIOD_REQUIRED } from '@rostra/contracts';
import { fingerprint, openMemoryReadStore, rebuildProjection } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { appendToMonth, generated, type Month } from '@rostra/cli/testing/schedules';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

const world = organizationWorld();
let ada: SignedIn;
let bo: SignedIn & { memberId: string };
let cy: SignedIn & { memberId: string };
let org: string;

const shiftTypes = [
  { id: 'day', name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: {} },
  { id: 'night', name: 'Night', start_time: '23:00', duration_hours: 8, position_labels: {} },
];
const analytics = (query: string) => ada.get(`/organizations/${org}/analytics?${query}`);
const entryOf = (body: { employees: { member_id: string }[] }, memberId: string) =>
  body.employees.find((entry) => entry.member_id === memberId);

beforeEach(async () => {
  ada = await world.user('ada');
  org = String(await world.organizationOf(ada));
  bo = await addMember(ada, org, world.address('bo'));
  cy = await addMember(ada, org, world.address('cy'));
  await ada.put(`/organizations/${org}/members/${bo.memberId}/name`, { first_name: 'Bo', last_name: 'Berg' });
  const november: Month = { organizationId: org, year: 2026, month: 11 };
  const december: Month = { organizationId: org, year: 2026, month: 12 };
  const names = { [bo.memberId]: 'bo', [cy.memberId]: 'cy' };
  // 2026-11-28 and 2026-12-05 are Saturdays.
  await appendToMonth(
    world.server,
    november,
    generated(november, {
      shiftTypes,
      memberNames: names,
      requested: { [bo.memberId]: { day: 2 }, [cy.memberId]: { night: 1 } },
      shifts: [
        ['2026-11-27', 'day', bo.memberId, 1],
        ['2026-11-28', 'day', bo.memberId, 2],
      ],
    }),
  );
  await appendToMonth(
    world.server,
    december,
    generated(december, {
      shiftTypes,
      memberNames: names,
      requested: { [bo.memberId]: { day: 1, night: 1 } },
      shifts: [
        ['2026-12-01', 'night', bo.memberId, 1],
        ['2026-12-05', 'day', bo.memberId, 1],
        ['2026-12-05', 'night', cy.memberId, 1],
      ],
    }),
  );
});

describe('the stats report', () => {
  it('reports one location with ?location_id=: its shift types only, weekends among them, and only who has any', async () => {
    const north = (await ada.post(`/organizations/${org}/locations`, { name: 'North' })).body.id;
    await ada.post(`/organizations/${org}/shift-types`, { name: 'Night', start_time: '23:00', location_id: north });
    const answer = await analytics(`month=12&year=2026&location_id=${north}`);
    expect(answer.body.employees).toEqual([
      {
        member_id: bo.memberId,
        name: 'Berg',
        shifts_requested: { Night: 1 },
        shifts_assigned: { Night: 1 },
        position_percentages: { Night: { 1: 100 } },
        weekend_percentage: 0,
        holiday_shifts: 0,
        short_notice_changes: 0,
      },
      {
        member_id: cy.memberId,
        name: cy.email,
        shifts_requested: {},
        shifts_assigned: { Night: 1 },
        position_percentages: { Night: { 1: 100 } },
        weekend_percentage: 100,
        holiday_shifts: 0,
        short_notice_changes: 0,
      },
    ]);
    expect((await analytics(`month=12&year=2026&location_id=elsewhere`)).status).toBe(404);
  });

  it('compares requested with allocated shifts per employee and shift type for a month', async () => {
    const answer = await analytics('month=11&year=2026');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      employees: [
        {
          member_id: bo.memberId,
          name: 'Berg',
          shifts_requested: { Day: 2 },
          shifts_assigned: { Day: 2 },
          position_percentages: { Day: { 1: 50, 2: 50 } },
          weekend_percentage: 50,
          holiday_shifts: 0,
          short_notice_changes: 0,
        },
        {
          member_id: cy.memberId,
          name: cy.email,
          shifts_requested: { Night: 1 },
          shifts_assigned: {},
          position_percentages: {},
          weekend_percentage: 0,
          holiday_shifts: 0,
          short_notice_changes: 0,
        },
      ],
    });
  });

  it('sums the months of a date range', async () => {
    const answer = await analytics('start_date=2026-11-01&end_date=2026-12-31');
    expect(entryOf(answer.body, bo.memberId)).toEqual({
      member_id: bo.memberId,
      name: 'Berg',
      shifts_requested: { Day: 3, Night: 1 },
      shifts_assigned: { Day: 3, Night: 1 },
      position_percentages: { Day: { 1: 66.7, 2: 33.3 }, Night: { 1: 100 } },
      weekend_percentage: 50,
      holiday_shifts: 0,
      short_notice_changes: 0,
    });
    expect(entryOf(answer.body, cy.memberId)).toMatchObject({
      shifts_requested: { Night: 1 },
      shifts_assigned: { Night: 1 },
      weekend_percentage: 100,
    });
    expect((await analytics('start_date=2027-01-01&end_date=2027-03-31')).body).toEqual({ employees: [] });
  });

  it('counts each employee’s shifts on the organization’s holidays beside the weekend share', async () => {
    // Tuesday 1 December, Bo's night shift, becomes a holiday.
    expect((await ada.post(`/organizations/${org}/holidays`, { date: '2026-12-01', name: 'Founders’ Day' })).status).toBe(201);
    const answer = await analytics('start_date=2026-11-01&end_date=2026-12-31');
    expect(entryOf(answer.body, bo.memberId)).toMatchObject({ weekend_percentage: 50, holiday_shifts: 1 });
    expect(entryOf(answer.body, cy.memberId)).toMatchObject({ holiday_shifts: 0 });
    expect(entryOf((await analytics('month=11&year=2026')).body, bo.memberId)).toMatchObject({ holiday_shifts: 0 });
    expect((await bo.get(`/employees/${bo.memberId}/reports/monthly?month=12&year=2026`)).body).toMatchObject({ holiday_shifts: 1 });
  });

  it('needs month and year, or a start and end date', async () => {
    for (const query of ['', 'month=11', 'start_date=2026-11-01']) {
      expect(await analytics(query)).toMatchObject({ status: 400, body: { detail: ANALYTICS_PERIOD_REQUIRED } });
    }
    expect(await analytics('month=13&year=2026')).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/^month: /) } });
    expect(await analytics('start_date=2026-12-01&end_date=2026-11-30')).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^end_date: /) },
    });
  });

  it('is for admins only', async () => {
    expect((await bo.get(`/organizations/${org}/analytics?month=11&year=2026`)).status).toBe(403);
  });

  it('shows the fairness ledger over the organization’s window ending with the month, with the team average', async () => {
    const fairness = (query: string) => ada.get(`/organizations/${org}/analytics/fairness?${query}`);
    // Window of 3 months (the default) up to December: November and December count.
    expect(await fairness('month=12&year=2026')).toMatchObject({
      status: 200,
      body: {
        months: 3,
        from: '2026-10',
        to: '2026-12',
        employees: [
          { member_id: bo.memberId, name: 'Berg', weekend_shifts: 2, night_shifts: 1, above_target_shifts: 0 },
          { member_id: cy.memberId, name: cy.email, weekend_shifts: 1, night_shifts: 1, above_target_shifts: 0 },
        ],
        team_average: { weekend_shifts: 1.5, night_shifts: 1, above_target_shifts: 0 },
      },
    });
    await ada.put(`/organizations/${org}/settings`, { fairness_window_months: 1 });
    expect((await fairness('month=11&year=2026')).body).toMatchObject({
      months: 1,
      from: '2026-11',
      to: '2026-11',
      employees: [{ member_id: bo.memberId, weekend_shifts: 1, night_shifts: 0 }],
    });
    await ada.put(`/organizations/${org}/settings`, { fairness_window_months: 0 });
    expect((await fairness('month=12&year=2026')).body).toEqual({
      months: 0,
      from: null,
      to: null,
      employees: [],
      team_average: { weekend_shifts: 0, night_shifts: 0, above_target_shifts: 0 },
    });
    await ada.put(`/organizations/${org}/settings`, { fairness_window_months: 3 });
    expect(await fairness('month=13&year=2026')).toMatchObject({ status: 400, body: { detail: expect.stringMatching(/^month: /) } });
    expect((await bo.get(`/organizations/${org}/analytics/fairness?month=12&year=2026`)).status).toBe(403);
  });

  it('keeps one location’s shifts in the fairness ledger with ?location_id=, and refuses an unknown location', async () => {
    const north = (await ada.post(`/organizations/${org}/locations`, { name: 'North' })).body.id;
    const early = (await ada.post(`/organizations/${org}/shift-types`, { name: 'Early', start_time: '06:00', location_id: north })).body.id;
    const late = (await ada.post(`/organizations/${org}/shift-types`, { name: 'Late', start_time: '14:00' })).body.id;
    const january: Month = { organizationId: org, year: 2027, month: 1 };
    // Saturday 2 January: Bo at North, Cy elsewhere; Monday 4 January: Bo elsewhere.
    await appendToMonth(
      world.server,
      january,
      generated(january, {
        shiftTypes: [
          { id: early, name: 'Early', start_time: '06:00', duration_hours: 8, position_labels: {} },
          { id: late, name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} },
        ],
        memberNames: { [bo.memberId]: 'bo', [cy.memberId]: 'cy' },
        shifts: [
          ['2027-01-02', early, bo.memberId, 1],
          ['2027-01-02', late, cy.memberId, 1],
          ['2027-01-04', late, bo.memberId, 1],
        ],
      }),
    );
    await ada.put(`/organizations/${org}/settings`, { fairness_window_months: 1 });
    const fairness = (query: string) => ada.get(`/organizations/${org}/analytics/fairness?month=1&year=2027${query}`);
    const counts = (body: { employees: { member_id: string; weekend_shifts: number }[] }) =>
      body.employees.map(({ member_id, weekend_shifts }) => [member_id, weekend_shifts]);
    expect(counts((await fairness('')).body)).toEqual(
      expect.arrayContaining([
        [bo.memberId, 1],
        [cy.memberId, 1],
      ]),
    );
    expect((await fairness('')).body.employees).toHaveLength(2);
    expect(counts((await fairness(`&location_id=${north}`)).body)).toEqual([[bo.memberId, 1]]);
    expect(await fairness('&location_id=elsewhere')).toMatchObject({ status: 404, body: { detail: 'Location not found' } });
  });

  it('is a read model that a rebuild from the log alone reproduces', async () => {
    const analyticsProjection = allProjections.find((projection) => projection.name === 'analytics')!;
    const rebuilt = openMemoryReadStore();
    await rebuildProjection(world.server.running.stores.events, rebuilt, analyticsProjection);
    expect(await fingerprint(rebuilt, analyticsProjection)).toBe(
      await fingerprint(world.server.running.stores.readStore, analyticsProjection),
    );
  });
});

describe("an employee's monthly report", () => {
  it("shows the member their own month, and admins anyone's", async () => {
    const expected = {
      organization_id: org,
      year: 2026,
      month: 12,
      member_id: bo.memberId,
      name: 'Berg',
      shifts_requested: { Day: 1, Night: 1 },
      shifts_assigned: { Day: 1, Night: 1 },
      position_percentages: { Day: { 1: 100 }, Night: { 1: 100 } },
      weekend_percentage: 50,
      holiday_shifts: 0,
      short_notice_changes: 0,
    };
    expect((await bo.get(`/employees/${bo.memberId}/reports/monthly?month=12&year=2026`)).body).toEqual(expected);
    expect((await ada.get(`/employees/${bo.memberId}/reports/monthly?month=12&year=2026`)).body).toEqual(expected);
    expect((await ada.get(`/employees/${bo.memberId}/reports/monthly?month=1&year=2027`)).body).toMatchObject({
      shifts_assigned: {},
      weekend_percentage: 0,
    });
  });

  it('is refused to other employees and outsiders, and needs the month', async () => {
    expect(await cy.get(`/employees/${bo.memberId}/reports/monthly?month=12&year=2026`)).toMatchObject({
      status: 403,
      body: { detail: 'You can only view your own report' },
    });
    expect((await (await world.user('out')).get(`/employees/${bo.memberId}/reports/monthly?month=12&year=2026`)).status).toBe(403);
    expect((await ada.get('/employees/nobody/reports/monthly?month=12&year=2026')).status).toBe(404);
    expect(await bo.get(`/employees/${bo.memberId}/reports/monthly?year=2026`)).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^month: /) },
    });
  });
});

describe('after a hand edit of the draft', () => {
  it('answers the edited draft to admins; the member and the fairness ledger the month as published', async () => {
    const edit = { date: '2026-12-05', shift_type_id: 'day', member_id: bo.memberId, action: 'unassign' };
    expect((await ada.put(`/organizations/${org}/schedules/2026/12/assignments`, edit)).status).toBe(200);
    expect(entryOf((await analytics('month=12&year=2026')).body, bo.memberId)).toMatchObject({
      shifts_assigned: { Night: 1 },
      position_percentages: { Night: { 1: 100 } },
      weekend_percentage: 0,
    });
    const monthly = async () => (await bo.get(`/employees/${bo.memberId}/reports/monthly?month=12&year=2026`)).body;
    const fairness = async () => entryOf((await ada.get(`/organizations/${org}/analytics/fairness?month=12&year=2026`)).body, bo.memberId);
    expect(await monthly()).toMatchObject({ shifts_assigned: { Day: 1, Night: 1 } });
    expect(await fairness()).toMatchObject({ weekend_shifts: 2 });
    expect((await ada.post(`/organizations/${org}/schedules/2026/12/publish`, {})).status).toBe(200);
    expect(await monthly()).toMatchObject({ shifts_assigned: { Night: 1 }, weekend_percentage: 0 });
    expect(await fairness()).toMatchObject({ weekend_shifts: 1 });
  });
});
