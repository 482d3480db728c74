import { EDIT_TEXT, type CalendarResponse, type ShiftCandidates, type ShiftTypeSnapshot } from '@rostra/contracts';
import { ADMIN_ONLY } from '@rostra/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { appendDraft, generated, type Month } from '@rostra/cli/testing/schedules';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';

const w = schedulingWorld();
const { path, refused } = w;
const december = (): Month => ({ organizationId: w.org, year: 2026, month: 12 });
const edit = (body: object) => w.ada.put(path('/schedules/2026/12/assignments'), body);
/** The body of an edit: who goes on (or off) which shift on which day. */
const change = (date: string, shift_type_id: string, member_id: string, action = 'assign') => ({ date, shift_type_id, member_id, action });
let early: string;
let late: string;
const shiftTypes = (): ShiftTypeSnapshot[] => [
  { id: early, name: 'Early', start_time: '06:00', duration_hours: 8, position_labels: {} },
  { id: late, name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} },
];
const restBroken = () => ({
  rule: 'rest',
  member_id: w.bo.memberId,
  date: '2026-12-02',
  detail: 'Berg: 8 h of rest between Late 14:00–22:00 on 2026-12-01 and Early 06:00–14:00 on 2026-12-02, at least 11 h',
});

beforeEach(async () => {
  early = (await w.ada.post(path('/shift-types'), { name: 'Early', start_time: '06:00', duration_hours: 8 })).body.id;
  late = (await w.ada.post(path('/shift-types'), { name: 'Late', start_time: '14:00', duration_hours: 8 })).body.id;
  await appendDraft(
    w.server,
    december(),
    generated(december(), { shiftTypes: shiftTypes(), shifts: [['2026-12-01', late, w.bo.memberId, 1]] }),
  );
});

describe('the candidates for a shift of the draft', () => {
  it('lists every schedulable member with the rules putting them on it would break and their target', async () => {
    const response = await w.ada.get(path(`/schedules/2026/12/shift-days/2026-12-02/${early}/candidates`));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { candidates } = response.body as ShiftCandidates;
    expect(candidates.at(-1)).toEqual({
      member_id: w.bo.memberId,
      name: 'Berg',
      on_shift: false,
      that_day: null,
      assigned: 0,
      target: 0,
      violations: [restBroken()],
      cannot_work: false,
      skills: [],
    });
    expect(candidates.slice(0, -1).every((candidate) => candidate.violations.length === 0)).toBe(true);
    expect(candidates.map((candidate) => candidate.member_id)).toContain(w.cy.memberId);
  });

  it("flags whoever said they cannot work the shift type while the admin's rules allow it: no broken rule, never silent", async () => {
    expect((await w.ada.post(path(`/admin/employees/${w.cy.memberId}/preferences`), { shift_preferences: { [early]: 2 } })).status).toBe(
      200,
    );
    expect((await w.cy.post(path('/my-preferences'), { disallowed_shift_types: [early] })).status).toBe(200);
    const response = await w.ada.get(path(`/schedules/2026/12/shift-days/2026-12-02/${early}/candidates`));
    const cy = (response.body as ShiftCandidates).candidates.find((candidate) => candidate.member_id === w.cy.memberId);
    expect(cy).toMatchObject({ violations: [], cannot_work: true });
    const late = await w.ada.get(path(`/schedules/2026/12/shift-days/2026-12-02/${shiftTypes()[1]!.id}/candidates`));
    expect((late.body as ShiftCandidates).candidates.find((candidate) => candidate.member_id === w.cy.memberId)).toMatchObject({
      cannot_work: false,
    });
  });

  it('is for admins, about a shift of the month', async () => {
    expect((await w.bo.get(path(`/schedules/2026/12/shift-days/2026-12-02/${early}/candidates`))).status).toBe(403);
    const missing = await w.ada.get(path(`/schedules/2026/12/shift-days/2027-01-02/${early}/candidates`));
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe(EDIT_TEXT.unknownShift);
  });
});

describe('editing the draft by hand', () => {
  it('is for admins only', async () => {
    await refused(() => w.bo.put(path('/schedules/2026/12/assignments'), change('2026-12-02', late, w.cy.memberId)), 403, ADMIN_ONLY);
  });

  it('assigns someone no rule keeps off the shift, pinned, and the admins’ calendar shows it', async () => {
    const response = await edit(change('2026-12-02', late, w.cy.memberId));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({
      date: '2026-12-02',
      shift_type_id: late,
      assignments: [{ member_id: w.cy.memberId, position: 1, pinned: true }],
      violations: [],
      warnings: [],
    });
    const calendar: CalendarResponse = (await w.ada.get(path('/schedules/calendar?year=2026&month=12'))).body;
    expect(calendar.days.find((day) => day.date === '2026-12-02')?.shifts[0]?.assigned_employees).toEqual([
      { id: w.cy.memberId, name: 'Cole', position: 1, pinned: true },
    ]);
  });

  it('refuses an assignment that breaks a hard rule with the violations, and accepts it with a reason', async () => {
    const before = await w.head();
    const refusal = await edit(change('2026-12-02', early, w.bo.memberId));
    expect(refusal.status).toBe(409);
    expect(refusal.body).toEqual({ detail: EDIT_TEXT.rulesBroken(1), violations: [restBroken()] });
    expect(await w.head()).toBe(before);

    const overridden = await edit({ ...change('2026-12-02', early, w.bo.memberId), override_reason: ' Agreed with Bo ' });
    expect(overridden.status).toBe(200);
    expect(overridden.body.violations).toEqual([restBroken()]);
    const calendar: CalendarResponse = (await w.ada.get(path('/schedules/calendar?year=2026&month=12'))).body;
    const early2 = calendar.days.find((day) => day.date === '2026-12-02')!.shifts.find((shift) => shift.shift_type_id === early)!;
    expect(early2.assigned_employees).toEqual([
      { id: w.bo.memberId, name: 'Berg', position: 1, pinned: true, violations: [restBroken()], override_reason: 'Agreed with Bo' },
    ]);
    const audit = (await w.ada.get(path('/audit'))).body;
    expect(JSON.stringify(audit)).toContain('Assigned to Early 06:00 on 2026-12-02, overriding rest: Agreed with Bo');
  });

  it('refuses, from the log, a shift of a location the member does not work at, and accepts it with a reason', async () => {
    const north = (await w.ada.post(path('/locations'), { name: 'North Home' })).body.id;
    const south = (await w.ada.post(path('/locations'), { name: 'South Home' })).body.id;
    await w.ada.put(path(`/shift-types/${late}`), { location_id: south });
    await w.ada.put(path(`/members/${w.cy.memberId}/locations`), { location_ids: [north] });
    const broken = { rule: 'location', member_id: w.cy.memberId, date: '2026-12-10', detail: 'Cole does not work at South Home' };
    const { candidates } = (await w.ada.get(path(`/schedules/2026/12/shift-days/2026-12-10/${late}/candidates`))).body as ShiftCandidates;
    expect(candidates.find((candidate) => candidate.member_id === w.cy.memberId)?.violations).toEqual([broken]);
    const before = await w.head();
    const refusal = await edit(change('2026-12-10', late, w.cy.memberId));
    expect(refusal).toMatchObject({ status: 409, body: { detail: EDIT_TEXT.rulesBroken(1), violations: [broken] } });
    expect(await w.head()).toBe(before);
    const overridden = await edit({ ...change('2026-12-10', late, w.cy.memberId), override_reason: 'Covering South tonight' });
    expect(overridden).toMatchObject({ status: 200, body: { violations: [broken] } });
    expect((await edit(change('2026-12-10', early, w.bo.memberId))).status).toBe(200);
  });

  it('shows candidates’ valid qualifications, and answers a skill_cover warning, the edit standing, when it takes off the last qualified person', async () => {
    const nurse = (await w.ada.post(path('/skills'), { name: 'Registered nurse' })).body.id;
    await w.ada.put(path(`/shift-types/${late}/requirements`), {
      requirements: [{ day_of_week: null, employees_needed: 2, skills: [{ skill_id: nurse, min_count: 1 }] }],
    });
    await w.ada.put(path(`/members/${w.bo.memberId}/skills`), { skills: [{ skill_id: nurse, valid_until: '2026-12-15' }] });
    const bosSkills = async (date: string) =>
      ((await w.ada.get(path(`/schedules/2026/12/shift-days/${date}/${late}/candidates`))).body as ShiftCandidates).candidates.find(
        (candidate) => candidate.member_id === w.bo.memberId,
      )?.skills;
    expect(await bosSkills('2026-12-15')).toEqual([{ skill_id: nurse, valid_until: '2026-12-15' }]);
    expect(await bosSkills('2026-12-16')).toEqual([]);
    expect((await edit(change('2026-12-01', late, w.cy.memberId))).body.warnings).toEqual([]);
    const off = await edit(change('2026-12-01', late, w.bo.memberId, 'unassign'));
    expect(off).toMatchObject({
      status: 200,
      body: {
        assignments: [{ member_id: w.cy.memberId }],
        warnings: [
          {
            rule: 'skill_cover',
            date: '2026-12-01',
            shift_type_id: late,
            skill_id: nurse,
            detail: 'Late on 2026-12-01 has 0 of the 1 "Registered nurse" it needs',
          },
        ],
      },
    });
  });

  it('refuses, from the log, a member on approved vacation', async () => {
    const asked = await w.cy.post(path('/my-vacation-requests'), { start_date: '2026-12-10', end_date: '2026-12-11' });
    await w.ada.put(path(`/vacation-requests/${asked.body.id}/review`), { status: 'approved' });
    const refusal = await edit(change('2026-12-10', late, w.cy.memberId));
    expect(refusal.status).toBe(409);
    expect(refusal.body.violations).toEqual([
      { rule: 'vacation', member_id: w.cy.memberId, date: '2026-12-10', detail: 'Cole is on vacation or absent on 2026-12-10' },
    ]);
  });

  it('unassigns, and then refuses to unassign the same member again', async () => {
    await edit(change('2026-12-02', late, w.cy.memberId));
    const response = await edit(change('2026-12-02', late, w.cy.memberId, 'unassign'));
    expect(response.status).toBe(200);
    expect(response.body.assignments).toEqual([]);
    await refused(() => edit(change('2026-12-02', late, w.cy.memberId, 'unassign')), 409, EDIT_TEXT.notAssigned);
  });

  it.each([
    ['an unknown member', () => edit(change('2026-12-03', late, '999999')), 404, EDIT_TEXT.unknownMember],
    ['an unknown shift type', () => edit(change('2026-12-03', 'nope', w.cy.memberId)), 404, EDIT_TEXT.unknownShiftType],
    ['a day outside the month', () => edit(change('2027-01-03', late, w.cy.memberId)), 400, EDIT_TEXT.dateOutsideMonth],
    [
      'a month without a draft',
      () => w.ada.put(path('/schedules/2027/1/assignments'), change('2027-01-03', late, w.cy.memberId)),
      404,
      EDIT_TEXT.noDraft,
    ],
    ['an unknown action', () => edit(change('2026-12-03', late, w.cy.memberId, 'swap')), 400, 'action: must be "assign" or "unassign"'],
  ])('says what cannot be edited: %s', async (_what, call, status, detail) => {
    await refused(call, status, detail);
  });
});
