import { DEFAULT_PREFERENCES, VACATION_TEXT } from '@rostra/contracts';
import { employeesForMonth } from '@rostra/query-api';
import { describe, expect, it } from 'vitest';
import { addMember, createOrganization } from '@rostra/cli/testing/organization';
import { mailsSent } from '@rostra/cli/testing/outbox';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { vacationSteps } from '@rostra/cli/testing/vacation';

// The lists of requests are specified in query-api/src/vacation/vacation.api.test.ts.
const w = schedulingWorld();
const { path, refused } = w;

const { day, ask } = vacationSteps(w);
/** E-mail leaves after the answer: what the outbox has sent once it has caught up with the log. */
const mails = () => mailsSent(w.server);

describe('an employee asking for vacation', () => {
  it('submits a pending request and lists it with the names filled', async () => {
    const response = await ask(w.bo, day(10), day(12), { request_notes: ' Family visit ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: `${w.bo.memberId}.1`,
      member_id: w.bo.memberId,
      start_date: day(10),
      end_date: day(12),
      status: 'pending',
      request_notes: 'Family visit',
      review_notes: null,
      requested_at: expect.any(String),
      reviewed_at: null,
      cancelled_at: null,
      manager_notified: false,
      message: VACATION_TEXT.submitted,
    });
    const { body } = await w.bo.get(path('/my-vacation-requests'));
    expect(body).toEqual({
      requests: [expect.objectContaining({ id: response.body.id })],
      total: 1,
      pending_count: 1,
      approved_count: 0,
      rejected_count: 0,
      cancelled_count: 0,
    });
    expect(body.requests[0]).toMatchObject({
      employee_name: 'Berg',
      requested_by_name: 'Berg',
      reviewed_by_name: null,
      cancelled_by_name: null,
    });
  });

  it('accepts a single day, today included', async () => {
    expect((await ask(w.cy, day(0), day(0))).status).toBe(201);
  });

  it.each([
    [{}, VACATION_TEXT.datesRequired],
    [{ start_date: '2030-01-01' }, VACATION_TEXT.datesRequired],
    [{ start_date: '', end_date: '2030-01-01' }, VACATION_TEXT.datesRequired],
    [{ start_date: '2030-01-05', end_date: '2030-01-04' }, VACATION_TEXT.endBeforeStart],
    [{ start_date: '05/01/2030', end_date: '2030-01-06' }, 'start_date: Invalid format'],
  ])('refuses %j with its text, appending nothing', async (body, detail) => {
    await refused(() => w.bo.post(path('/my-vacation-requests'), body), 400, detail);
  });

  it('refuses days in the past', async () => {
    await refused(() => ask(w.bo, day(-2), day(3)), 400, VACATION_TEXT.inThePast(day(0)));
  });

  it('refuses a request overlapping one of their pending or approved requests', async () => {
    expect((await ask(w.bo, day(10), day(12))).status).toBe(201);
    await refused(
      () => ask(w.bo, day(12), day(14)),
      409,
      VACATION_TEXT.overlaps({ start_date: day(10), end_date: day(12), status: 'pending' }),
    );
    expect((await ask(w.cy, day(12), day(14))).status).toBe(201); // another employee's days are theirs
  });

  it("reads today in the organization's time zone", async () => {
    const islands = await createOrganization(w.root, w.ada, { name: 'Line Islands', time_zone: 'Pacific/Kiritimati' });
    // Noon in UTC is 02:00 the next day at UTC+14.
    w.clock.offset = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00.000Z`) - Date.now();
    const today = day(0);
    await refused(
      () => w.ada.post(path('/my-vacation-requests', islands), { start_date: today, end_date: today }),
      400,
      VACATION_TEXT.inThePast(day(1)),
    );
    expect((await w.ada.post(path('/my-vacation-requests', islands), { start_date: day(1), end_date: day(1) })).status).toBe(201);
    expect((await w.ada.post(path('/my-vacation-requests'), { start_date: today, end_date: today })).status).toBe(201);
  });

  it('is for employees only', async () => {
    await refused(() => ask(w.dee, day(3), day(4)), 403, VACATION_TEXT.onlyEmployees);
  });
});

describe('reviewing a request', () => {
  it('approves a pending request, naming the reviewer', async () => {
    const { id } = (await ask(w.bo, day(20), day(21))).body;
    const response = await w.ada.put(path(`/vacation-requests/${id}/review`), { status: 'approved', review_notes: 'Enjoy' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'approved', review_notes: 'Enjoy', reviewed_at: expect.any(String) });
    const listed = (await w.ada.get(path('/vacation-requests'))).body.requests.find((request: { id: string }) => request.id === id);
    expect(listed).toMatchObject({ status: 'approved', reviewed_by_name: 'Ada', requested_by_name: 'Berg', employee_name: 'Berg' });
  });

  it('rejects, and reviews only pending requests', async () => {
    const { id } = (await ask(w.bo, day(30), day(31))).body;
    expect((await w.ada.put(path(`/vacation-requests/${id}/review`), { status: 'rejected' })).body.status).toBe('rejected');
    await refused(
      () => w.ada.put(path(`/vacation-requests/${id}/review`), { status: 'approved' }),
      409,
      VACATION_TEXT.reviewOnlyPending('rejected'),
    );
    await refused(
      () => w.ada.put(path(`/vacation-requests/${id}/review`), { status: 'maybe' }),
      400,
      `status: ${VACATION_TEXT.reviewStatus}`,
    );
  });

  it('finds no request the organization does not have', async () => {
    await refused(() => w.ada.put(path('/vacation-requests/nonsense/review'), { status: 'approved' }), 404, VACATION_TEXT.notFound);
    await refused(
      () => w.ada.put(path(`/vacation-requests/${w.bo.memberId}.99/review`), { status: 'approved' }),
      404,
      VACATION_TEXT.notFound,
    );
  });
});

describe('cancelling a request', () => {
  it('lets the employee cancel an approved request, and tells the manager who approved it', async () => {
    const { id } = (await ask(w.cy, day(40), day(42))).body;
    await w.ada.put(path(`/vacation-requests/${id}/review`), { status: 'approved' });
    const response = await w.cy.put(path(`/my-vacation-requests/${id}/cancel`));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, status: 'cancelled', manager_notified: true, cancelled_at: expect.any(String) });
    const listed = (await w.cy.get(path('/my-vacation-requests'))).body.requests.find((request: { id: string }) => request.id === id);
    expect(listed).toMatchObject({ status: 'cancelled', manager_notified: true, cancelled_by_name: 'Cole' });
    const mail = (await mails()).find((eml) => eml.includes(`cancelled the vacation from ${day(40)} to ${day(42)}`))!;
    expect(mail).toMatch(new RegExp(`^To: ${w.ada.email.replaceAll('.', '\\.')}$`, 'm'));
    expect(mail).toContain(`${w.cy.email} cancelled the vacation from ${day(40)} to ${day(42)} in Ward 4 that you approved.`);
    expect(mail).toMatch(/^Hello Ada,$/m);
    expect(mail).toContain(`Vacation requests: ${w.server.url}/organizations/${w.org}/org-schedule?tab=vacation-requests`);
  });

  it('lets the employee cancel pending and rejected requests, but not twice', async () => {
    const pending = (await ask(w.cy, day(50), day(50))).body.id;
    expect((await w.cy.put(path(`/my-vacation-requests/${pending}/cancel`))).body).toMatchObject({
      status: 'cancelled',
      manager_notified: false,
    });
    const rejected = (await ask(w.cy, day(51), day(51))).body.id;
    await w.ada.put(path(`/vacation-requests/${rejected}/review`), { status: 'rejected' });
    expect((await w.cy.put(path(`/my-vacation-requests/${rejected}/cancel`))).status).toBe(200);
    await refused(() => w.cy.put(path(`/my-vacation-requests/${rejected}/cancel`)), 409, VACATION_TEXT.alreadyCancelled);
  });

  it('lets an admin cancel pending and approved requests only', async () => {
    const pending = (await ask(w.cy, day(60), day(60))).body.id;
    expect((await w.ada.put(path(`/vacation-requests/${pending}/cancel`))).body.status).toBe('cancelled');
    const rejected = (await ask(w.cy, day(61), day(61))).body.id;
    await w.ada.put(path(`/vacation-requests/${rejected}/review`), { status: 'rejected' });
    await refused(() => w.ada.put(path(`/vacation-requests/${rejected}/cancel`)), 409, VACATION_TEXT.adminCancelOnly('rejected'));
  });

  it("keeps employees away from other people's requests", async () => {
    const { id } = (await ask(w.cy, day(70), day(70))).body;
    await refused(() => w.bo.put(path(`/my-vacation-requests/${id}/cancel`)), 403, VACATION_TEXT.notYours);
    const admins = 'Only administrators of this organization can do this';
    await refused(() => w.bo.put(path(`/vacation-requests/${id}/cancel`)), 403, admins);
    await refused(() => w.bo.put(path(`/vacation-requests/${id}/review`), { status: 'approved' }), 403, admins);
    await refused(
      () => w.bo.post(path(`/employees/${w.cy.memberId}/vacation-requests`), { start_date: day(80), end_date: day(80) }),
      403,
      admins,
    );
    expect((await w.bo.get(path('/vacation-requests'))).status).toBe(403);
  });
});

describe('an admin creating a request for an employee', () => {
  it('creates a pending request on their behalf', async () => {
    const response = await w.ada.post(path(`/employees/${w.bo.memberId}/vacation-requests`), {
      start_date: day(90),
      end_date: day(91),
      request_notes: 'Phoned in',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ member_id: w.bo.memberId, status: 'pending', request_notes: 'Phoned in' });
    const listed = (await w.ada.get(path('/vacation-requests'))).body.requests.find(
      (request: { id: string }) => request.id === response.body.id,
    );
    expect(listed).toMatchObject({ employee_name: 'Berg', requested_by_name: 'Ada' });
  });

  it('approves at once with auto-approve, also for a pending invitation', async () => {
    const response = await w.ada.post(path(`/employees/${w.pendingId}/vacation-requests`), {
      start_date: day(92),
      end_date: day(93),
      auto_approve: true,
      review_notes: 'Agreed',
    });
    expect(response.body).toMatchObject({ member_id: w.pendingId, status: 'approved', review_notes: 'Agreed' });
    const listed = (await w.ada.get(path('/vacation-requests'))).body.requests.find(
      (request: { id: string }) => request.id === response.body.id,
    );
    expect(listed).toMatchObject({ employee_name: 'Ek', reviewed_by_name: 'Ada' });
  });

  it.each([
    [{}, VACATION_TEXT.fillRequired],
    [{ end_date: '2030-01-01' }, VACATION_TEXT.fillRequired],
    [{ start_date: '2030-01-05', end_date: '2030-01-04' }, VACATION_TEXT.endBeforeStart],
  ])('refuses %j with its text', async (body, detail) => {
    await refused(() => w.ada.post(path(`/employees/${w.bo.memberId}/vacation-requests`), body), 400, detail);
  });

  it('refuses members who cannot be scheduled', async () => {
    const text = VACATION_TEXT.employeeNotFound;
    await refused(
      () => w.ada.post(path(`/employees/${w.dee.memberId}/vacation-requests`), { start_date: day(3), end_date: day(3) }),
      404,
      text,
    );
    await refused(() => w.ada.post(path('/employees/nobody/vacation-requests'), { start_date: day(3), end_date: day(3) }), 404, text);
  });
});

describe('the inputs of schedule generation', () => {
  it("gives every schedulable employee's effective preferences and the month's approved vacations", async () => {
    const hal = await addMember(w.ada, w.org, w.address('hal'));
    const ivy = await addMember(w.ada, w.org, w.address('ivy'));
    const review = async (id: string, status: string) => w.ada.put(path(`/vacation-requests/${id}/review`), { status });
    await review((await ask(hal, '2099-02-27', '2099-03-02')).body.id, 'approved');
    await ask(hal, '2099-03-10', '2099-03-11');
    const cancelled = (await ask(hal, '2099-03-20', '2099-03-20')).body.id;
    await review(cancelled, 'approved');
    await hal.put(path(`/my-vacation-requests/${cancelled}/cancel`));
    await review((await ask(hal, '2099-04-01', '2099-04-02')).body.id, 'approved');
    await review((await ask(ivy, '2099-03-31', '2099-04-03')).body.id, 'approved');
    await hal.post(path('/my-preferences'), { shift_preferences: { s1: 12 }, max_consecutive_days: 5 });
    await w.ada.post(path(`/admin/employees/${hal.memberId}/preferences`), {
      shift_preferences: { s1: 8 },
      available_weekdays: { 0: false },
      min_consecutive_days: 2,
      max_weekly_hours: 40,
    });
    await ivy.post(path('/my-preferences'), { disallowed_shift_types: ['s2'], min_consecutive_days_off: 2 });
    // Read-your-own-writes by the last writer: once Ivy's read answers, the read models hold every write above.
    await ivy.get(path('/my-preferences'));

    const employees = await employeesForMonth(w.server.running.stores.readStore, w.org, 2099, 3, new Date());
    expect(employees.find((employee) => employee.id === hal.memberId)).toEqual({
      id: hal.memberId,
      name: hal.email,
      // The admin-set rules bind once an admin saved them; both sets of desired counts go along.
      available_weekdays: { ...DEFAULT_PREFERENCES.available_weekdays, 0: false },
      disallowed_shift_types: [],
      cannot_shift_types: [],
      min_consecutive_days: 2,
      max_consecutive_days: 7,
      min_consecutive_days_off: 1,
      max_weekly_hours: 40,
      admin_set: { shift_preferences: { s1: 8 } },
      employee_requested: { shift_preferences: { s1: 12 } },
      vacations: [{ start_date: '2099-02-27', end_date: '2099-03-02' }],
    });
    expect(employees.find((employee) => employee.id === ivy.memberId)).toMatchObject({
      disallowed_shift_types: ['s2'],
      min_consecutive_days_off: 2,
      max_weekly_hours: null,
      admin_set: null,
      employee_requested: { shift_preferences: {} },
      vacations: [{ start_date: '2099-03-31', end_date: '2099-04-03' }],
    });
    expect(employees.map((employee) => employee.id)).toContain(w.pendingId);
    expect(employees.map((employee) => employee.id)).not.toContain(w.dee.memberId);
  });
});
