import type { CalendarResponse, ShiftCoverageRecord, ShiftTypeSnapshot } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMember, type SignedIn } from '@rostra/cli/testing/organization';
import { appendToMonth, generated, type Month } from '@rostra/cli/testing/schedules';
import { organizationWorld } from '@rostra/cli/testing/organization-world';

const world = organizationWorld();
let ada: SignedIn;
let bo: SignedIn & { memberId: string };
let cy: SignedIn & { memberId: string };
let org: string;
let adaId: string;
let day: string;
let night: string;

const shiftTypes = (): ShiftTypeSnapshot[] => [
  { id: day, name: 'Day', start_time: '07:00', duration_hours: 8, position_labels: { 1: 'Lead' } },
  { id: night, name: 'Night', start_time: '22:30', duration_hours: 9, position_labels: {} },
];
const cover = (
  date: string,
  shift_type_id: string,
  required_count: number,
  assigned_count: number,
  reasons: ShiftCoverageRecord['reasons'] = [],
): ShiftCoverageRecord => ({
  date,
  shift_type_id,
  required_count,
  assigned_count,
  reasons,
  status: assigned_count >= required_count ? 'fully-staffed' : assigned_count ? 'partially-staffed' : 'understaffed',
});
const calendarOf = async (client: SignedIn, path: string): Promise<CalendarResponse> => {
  const answer = await client.get(path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const dayOf = (calendar: CalendarResponse, date: string) => calendar.days.find((entry) => entry.date === date)!;
/** Records a generated (and published) month of the organization, made with its Day and Night shift types. */
const generate = async (year: number, month: number, fields: Omit<Parameters<typeof generated>[1], 'shiftTypes'>) => {
  const at: Month = { organizationId: org, year, month };
  await appendToMonth(world.server, at, generated(at, { shiftTypes: shiftTypes(), ...fields }));
};

beforeEach(async () => {
  ada = await world.user('ada');
  org = String(await world.organizationOf(ada));
  bo = await addMember(ada, org, world.address('bo'));
  cy = await addMember(ada, org, world.address('cy'));
  adaId = (await ada.get(`/organizations/${org}/members`)).body.members.find((m: { email: string }) => m.email === ada.email).id;
  day = (await ada.post(`/organizations/${org}/shift-types`, { name: 'Day', start_time: '07:00', position_labels: { 1: 'Lead' } })).body.id;
  night = (await ada.post(`/organizations/${org}/shift-types`, { name: 'Night', start_time: '22:30', duration_hours: 9 })).body.id;
  await ada.put(`/organizations/${org}/settings`, { name_display_format: 'first_last' });
  await ada.put(`/organizations/${org}/members/${bo.memberId}/name`, { first_name: 'Bo', last_name: 'Berg' });
  await generate(2026, 12, {
    memberNames: { [adaId]: 'ada', [bo.memberId]: 'bo', [cy.memberId]: 'cy' },
    shifts: [
      ['2026-12-01', day, bo.memberId, 2],
      ['2026-12-01', day, adaId, 1],
      ['2026-12-01', night, cy.memberId, 1],
      ['2026-12-02', day, cy.memberId, 1],
    ],
    coverage: [
      cover('2026-12-01', day, 2, 2),
      cover('2026-12-01', night, 2, 1, [
        { code: 'available_not_assigned', employee_ids: [bo.memberId], message: 'bo: available, but not assigned' },
      ]),
      cover('2026-12-02', day, 1, 1),
      cover('2026-12-03', day, 1, 0),
    ],
  });
});

describe('the organization calendar', () => {
  it('answers every day of a month with its shifts, as docs/product/entities.md gives them', async () => {
    const calendar = await calendarOf(bo, `/organizations/${org}/schedules/calendar?year=2026&month=12`);
    expect(calendar).toMatchObject({ organization_id: org, year: 2026, month: 12, generated_at: expect.any(String) });
    expect(calendar.days).toHaveLength(31);
    expect(dayOf(calendar, '2026-12-01')).toEqual({
      date: '2026-12-01',
      shifts: [
        {
          shift_type_id: day,
          shift_type_name: 'Day',
          start_time: '07:00',
          end_time: '15:00',
          status: 'fully-staffed',
          required_count: 2,
          assigned_employees: [
            { id: adaId, name: 'ada', position: 1 },
            { id: bo.memberId, name: 'Bo Berg', position: 2 },
          ],
          position_labels: { 1: 'Lead' },
          reasons: [],
        },
        {
          shift_type_id: night,
          shift_type_name: 'Night',
          start_time: '22:30',
          end_time: '07:30',
          status: 'partially-staffed',
          required_count: 2,
          assigned_employees: [{ id: cy.memberId, name: cy.email, position: 1 }],
          position_labels: {},
          reasons: [{ code: 'available_not_assigned', employee_ids: [bo.memberId], message: 'bo: available, but not assigned' }],
        },
      ],
    });
    expect(dayOf(calendar, '2026-12-03').shifts).toMatchObject([
      { shift_type_name: 'Day', status: 'understaffed', required_count: 1, assigned_employees: [] },
    ]);
    expect(dayOf(calendar, '2026-12-31').shifts).toEqual([]);
  });

  it('shows one location’s shifts with ?location_id=, and refuses an unknown location', async () => {
    const north = (await ada.post(`/organizations/${org}/locations`, { name: 'North' })).body.id;
    await ada.put(`/organizations/${org}/shift-types/${night}`, { location_id: north });
    const path = `/organizations/${org}/schedules/calendar?year=2026&month=12`;
    const atNorth = await calendarOf(ada, `${path}&location_id=${north}`);
    expect(dayOf(atNorth, '2026-12-01').shifts.map((shift) => shift.shift_type_name)).toEqual(['Night']);
    expect(dayOf(atNorth, '2026-12-02').shifts).toEqual([]);
    expect(dayOf(await calendarOf(ada, path), '2026-12-01').shifts.map((shift) => shift.shift_type_name)).toEqual(['Day', 'Night']);
    const cys = await calendarOf(cy, `/organizations/${org}/my-schedule/calendar?year=2026&month=12&location_id=${north}`);
    expect(cys.days.flatMap((entry) => entry.shifts.map((shift) => `${entry.date} ${shift.shift_type_name}`))).toEqual([
      '2026-12-01 Night',
    ]);
    expect(await ada.get(`${path}&location_id=elsewhere`)).toMatchObject({ status: 404, body: { detail: 'Location not found' } });
  });

  it('answers a month without a schedule with its days and no shifts', async () => {
    const calendar = await calendarOf(bo, `/organizations/${org}/schedules/calendar?year=2027&month=2`);
    expect(calendar).toMatchObject({ organization_id: org, year: 2027, month: 2, generated_at: null });
    expect(calendar.days.map((entry) => entry.date)).toHaveLength(28);
    expect(calendar.days.every((entry) => entry.shifts.length === 0)).toBe(true);
  });

  it('refuses a missing or invalid month, naming the field', async () => {
    expect(await ada.get(`/organizations/${org}/schedules/calendar?year=2026`)).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^month: /) },
    });
    expect(await ada.get(`/organizations/${org}/schedules/calendar?year=2026&month=13`)).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^month: /) },
    });
    expect(await ada.get(`/organizations/${org}/my-schedule/calendar?year=abc&month=1`)).toMatchObject({
      status: 400,
      body: { detail: expect.stringMatching(/^year: /) },
    });
  });

  it('keeps a deleted shift type in the months generated with it', async () => {
    expect((await ada.delete(`/organizations/${org}/shift-types/${night}`)).status).toBe(200);
    const calendar = await calendarOf(ada, `/organizations/${org}/schedules/calendar?year=2026&month=12`);
    expect(dayOf(calendar, '2026-12-01').shifts.map((shift) => shift.shift_type_name)).toEqual(['Day', 'Night']);
  });

  it('is closed to outsiders', async () => {
    const outsider = await world.user('outsider');
    expect((await outsider.get(`/organizations/${org}/schedules/calendar?year=2026&month=12`)).status).toBe(403);
  });
});

describe('personal calendars', () => {
  it('shows a member only the shifts they work, with their colleagues and positions', async () => {
    const mine = await calendarOf(bo, `/organizations/${org}/my-schedule/calendar?year=2026&month=12`);
    expect(
      mine.days.filter((entry) => entry.shifts.length).map((entry) => [entry.date, entry.shifts.map((shift) => shift.shift_type_name)]),
    ).toEqual([['2026-12-01', ['Day']]]);
    expect(dayOf(mine, '2026-12-01').shifts[0]!.assigned_employees).toContainEqual({ id: bo.memberId, name: 'Bo Berg', position: 2 });
    expect(await calendarOf(bo, `/organizations/${org}/employees/${bo.memberId}/schedule/calendar?year=2026&month=12`)).toEqual(mine);
  });

  it("lets admins read anyone's, and employees only their own", async () => {
    const cys = await calendarOf(ada, `/organizations/${org}/employees/${cy.memberId}/schedule/calendar?year=2026&month=12`);
    expect(cys.days.filter((entry) => entry.shifts.length).map((entry) => entry.date)).toEqual(['2026-12-01', '2026-12-02']);
    expect(await bo.get(`/organizations/${org}/employees/${cy.memberId}/schedule/calendar?year=2026&month=12`)).toMatchObject({
      status: 403,
      body: { detail: 'You can only view your own schedule' },
    });
    expect((await ada.get(`/organizations/${org}/employees/nobody/schedule/calendar?year=2026&month=12`)).status).toBe(404);
  });
});

describe('after generation', () => {
  it("stops counting a removed member's future shifts, and the shift's status follows; past months stay", async () => {
    const dana = await addMember(ada, org, world.address('dana'));
    const names = { [dana.memberId]: 'dana' };
    await generate(2020, 1, {
      memberNames: names,
      shifts: [['2020-01-06', day, dana.memberId, 1]],
      coverage: [cover('2020-01-06', day, 1, 1)],
    });
    await generate(2099, 1, {
      memberNames: names,
      shifts: [['2099-01-06', day, dana.memberId, 1]],
      coverage: [cover('2099-01-06', day, 1, 1)],
    });
    expect((await ada.delete(`/organizations/${org}/users/${dana.id}`)).status).toBe(200);

    const then = await calendarOf(ada, `/organizations/${org}/schedules/calendar?year=2020&month=1`);
    expect(dayOf(then, '2020-01-06').shifts[0]).toMatchObject({
      status: 'fully-staffed',
      assigned_employees: [{ id: dana.memberId, name: 'dana', position: 1 }],
    });
    const later = await calendarOf(ada, `/organizations/${org}/schedules/calendar?year=2099&month=1`);
    expect(dayOf(later, '2099-01-06').shifts[0]).toMatchObject({
      status: 'understaffed',
      assigned_employees: [],
      reasons: [{ code: 'member_removed', employee_ids: [dana.memberId], message: 'dana: no longer a member of the organization' }],
    });
  });

  it('stops counting the shifts of an approved vacation, and counts them again when it is cancelled', async () => {
    await generate(2099, 2, {
      shifts: [
        ['2099-02-02', day, bo.memberId, 1],
        ['2099-02-03', day, bo.memberId, 1],
      ],
      coverage: [cover('2099-02-02', day, 1, 1), cover('2099-02-03', day, 1, 1)],
    });
    const request = await bo.post(`/organizations/${org}/my-vacation-requests`, { start_date: '2099-02-03', end_date: '2099-02-10' });
    expect(request.status).toBe(201);
    const path = `/organizations/${org}/schedules/calendar?year=2099&month=2`;
    expect(dayOf(await calendarOf(ada, path), '2099-02-03').shifts[0]!.status).toBe('fully-staffed');

    expect((await ada.put(`/organizations/${org}/vacation-requests/${request.body.id}/review`, { status: 'approved' })).status).toBe(200);
    const approved = await calendarOf(ada, path);
    expect(dayOf(approved, '2099-02-02').shifts[0]).toMatchObject({ status: 'fully-staffed', assigned_employees: [{ id: bo.memberId }] });
    expect(dayOf(approved, '2099-02-03').shifts[0]).toMatchObject({
      status: 'understaffed',
      assigned_employees: [],
      reasons: [{ code: 'on_vacation', employee_ids: [bo.memberId] }],
    });
    expect(
      dayOf(await calendarOf(ada, `/organizations/${org}/employees/${bo.memberId}/schedule/calendar?year=2099&month=2`), '2099-02-03')
        .shifts,
    ).toEqual([]);

    expect((await bo.put(`/organizations/${org}/my-vacation-requests/${request.body.id}/cancel`)).status).toBe(200);
    // Bo reads: their client waits for their own cancellation.
    expect(dayOf(await calendarOf(bo, path), '2099-02-03').shifts[0]).toMatchObject({
      status: 'fully-staffed',
      assigned_employees: [{ id: bo.memberId }],
    });
  });

  it('forgets a cleared month', async () => {
    await generate(2027, 3, { shifts: [['2027-03-01', day, bo.memberId, 1]] });
    expect(dayOf(await calendarOf(bo, `/organizations/${org}/schedules/calendar?year=2027&month=3`), '2027-03-01').shifts).toHaveLength(1);
    expect((await ada.delete(`/organizations/${org}/schedules?year=2027&month=3`)).status).toBe(200);
    expect(await calendarOf(ada, `/organizations/${org}/schedules/calendar?year=2027&month=3`)).toMatchObject({ generated_at: null });
  });

  it('marks each shift-day short of a skill with the people on it now: a qualification lapsing mid-month, then a hand edit taking off the last nurse', async () => {
    const nurse = (await ada.post(`/organizations/${org}/skills`, { name: 'Registered nurse' })).body.id;
    await ada.put(`/organizations/${org}/shift-types/${day}/requirements`, {
      requirements: [{ day_of_week: null, employees_needed: 2, skills: [{ skill_id: nurse, min_count: 1 }] }],
    });
    for (const member of [bo, cy])
      await ada.put(`/organizations/${org}/members/${member.memberId}/skills`, {
        skills: [{ skill_id: nurse, valid_until: '2026-12-01' }],
      });
    const path = `/organizations/${org}/schedules/calendar?year=2026&month=12`;
    const marks = (calendar: CalendarResponse, date: string) =>
      dayOf(calendar, date).shifts.find((shift) => shift.shift_type_id === day)?.skill_shortfalls;
    const shortOfNurse = [{ skill_id: nurse, skill_name: 'Registered nurse', missing: 1 }];

    const generatedDraft = await calendarOf(ada, path);
    expect(marks(generatedDraft, '2026-12-01')).toBeUndefined();
    expect(marks(generatedDraft, '2026-12-02')).toEqual(shortOfNurse);
    expect(marks(generatedDraft, '2026-12-03')).toEqual(shortOfNurse);
    expect(dayOf(generatedDraft, '2026-12-01').shifts.find((shift) => shift.shift_type_id === night)).not.toHaveProperty(
      'skill_shortfalls',
    );

    const off = await ada.put(`/organizations/${org}/schedules/2026/12/assignments`, {
      date: '2026-12-01',
      shift_type_id: day,
      member_id: bo.memberId,
      action: 'unassign',
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(marks(await calendarOf(ada, path), '2026-12-01')).toEqual(shortOfNurse);
    // The published month still has Bo on it.
    expect(marks(await calendarOf(bo, `/organizations/${org}/my-schedule/calendar?year=2026&month=12`), '2026-12-01')).toBeUndefined();
  });
});
