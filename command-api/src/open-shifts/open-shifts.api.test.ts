import { OPEN_SHIFT_TEXT, type AuditPage, type CalendarResponse, type OpenShiftList } from '@rostra/contracts';
import { ADMIN_ONLY } from '@rostra/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';
import { publishedTradesDecember } from '@rostra/cli/testing/trades-december';

const w = schedulingWorld();
const { path, refused } = w;
let late: string;
const post = (body: object) => w.ada.post(path('/schedules/2026/12/open-shifts'), body);
const step = (openShiftId: string, what: 'claim' | 'cancel') => path(`/open-shifts/${openShiftId}/${what}`);
/** Two places on the Late of the 4th, which Bo works: Cy and Ada are free that day. */
const posted = async (count = 2): Promise<string> => {
  const response = await post({ date: '2026-12-04', shift_type_id: late, count });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
};
/** Who works the Late of a day of the published month, as the calendar shows it. */
const onLate = async (date: string): Promise<string[]> => {
  await readModelsCaughtUp(w.server);
  const calendar: CalendarResponse = (await w.bo.get(path('/schedules/calendar?year=2026&month=12'))).body;
  const shift = calendar.days.find((day) => day.date === date)?.shifts.find((s) => s.shift_type_id === late);
  return (shift?.assigned_employees ?? []).map((employee) => employee.id).sort();
};

/** December 2026, published: Bo works the Lates of the 2nd and the 4th, Cy the Early of the 2nd. */
beforeEach(async () => {
  ({ late } = await publishedTradesDecember(w));
});

describe('posting open shifts', () => {
  it('answers the open shift; it is for admins, on a published month', async () => {
    const response = await post({ date: '2026-12-04', shift_type_id: late, count: 2 });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toEqual({
      id: '2026-12.o1',
      date: '2026-12-04',
      shift_type_id: late,
      count: 2,
      filled: 0,
      status: 'open',
      expiry_reason: null,
      posted_at: expect.any(String),
      posted_by: w.ada.id,
      assigned: [],
      claims: [],
    });
    await refused(
      () => w.bo.post(path('/schedules/2026/12/open-shifts'), { date: '2026-12-04', shift_type_id: late, count: 1 }),
      403,
      ADMIN_ONLY,
    );
    await refused(
      () => w.ada.post(path('/schedules/2027/1/open-shifts'), { date: '2027-01-04', shift_type_id: late, count: 1 }),
      409,
      OPEN_SHIFT_TEXT.notPublished,
    );
    await refused(() => post({ date: '2026-12-04', shift_type_id: late, count: 0 }), 400, 'count: must be a whole number between 1 and 50');
  });

  it('turns a sick call into open shifts in the same step: the absent member’s shifts ahead are taken off', async () => {
    const absence = { member_id: w.bo.memberId, from: '2026-12-04', to: '2026-12-10', reason: 'Sick', post_open_shifts: true };
    const response = await w.ada.post(path('/absences'), absence);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.open_shifts).toMatchObject([
      { id: '2026-12.o1', date: '2026-12-04', shift_type_id: late, count: 1, status: 'open' },
    ]);
    expect(await onLate('2026-12-04')).toEqual([]);
    expect(await onLate('2026-12-02')).toEqual([w.bo.memberId]);
  });
});

describe('claiming an open shift', () => {
  it('records the claim for the admin to pick by default; the admin assigns, and the calendar follows', async () => {
    const id = await posted();
    const claimed = await w.cy.post(step(id, 'claim'), {});
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body).toMatchObject({ status: 'open', filled: 0, claims: [{ member_id: w.cy.memberId }] });
    await refused(() => w.cy.post(step(id, 'claim'), {}), 409, OPEN_SHIFT_TEXT.alreadyClaimed);
    await refused(() => w.bo.post(step(id, 'claim'), {}), 409, OPEN_SHIFT_TEXT.alreadyWorks);
    await refused(() => w.cy.put(path(`/open-shifts/${id}/assign`), { member_id: w.cy.memberId }), 403, ADMIN_ONLY);
    const assigned = await w.ada.put(path(`/open-shifts/${id}/assign`), { member_id: w.cy.memberId });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect(assigned.body).toMatchObject({ filled: 1, assigned: [w.cy.memberId], status: 'open' });
    expect(await onLate('2026-12-04')).toEqual([w.bo.memberId, w.cy.memberId].sort());
  });

  it('refuses a claim that breaks a hard rule with the violations, changing nothing', async () => {
    const response = await post({ date: '2026-12-02', shift_type_id: late, count: 1 });
    const before = await w.head();
    const claimed = await w.cy.post(step(response.body.id, 'claim'), {});
    expect(claimed.status).toBe(409);
    expect(claimed.body.detail).toBe(OPEN_SHIFT_TEXT.rulesBroken(2));
    expect(claimed.body.violations.map((v: { rule: string }) => v.rule)).toEqual(['one_shift_a_day', 'rest']);
    expect(await w.head()).toBe(before);
  });

  it('with first_claim, assigns at once; of two claims on the last place exactly one wins', async () => {
    expect((await w.ada.put(path('/settings'), { open_shift_assignment: 'first_claim' })).status).toBe(200);
    const id = await posted(1);
    const answers = await Promise.all([w.cy.post(step(id, 'claim'), {}), w.ada.post(step(id, 'claim'), {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!.body;
    expect(winner).toMatchObject({ status: 'filled', filled: 1 });
    expect(await onLate('2026-12-04')).toEqual([w.bo.memberId, ...winner.assigned].sort());
  });
});

describe('cancelling an open shift', () => {
  it('is for admins; a cancelled one cannot be claimed; the audit trail lists every step with its actor', async () => {
    const id = await posted();
    expect((await w.cy.post(step(id, 'claim'), {})).status).toBe(200);
    await refused(() => w.bo.post(step(id, 'cancel'), {}), 403, ADMIN_ONLY);
    const cancelled = await w.ada.post(step(id, 'cancel'), {});
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    await refused(() => w.ada.post(step(id, 'claim'), {}), 409, OPEN_SHIFT_TEXT.notOpen('cancelled'));
    await refused(() => w.ada.post(step('2026-12.o9', 'cancel'), {}), 404, OPEN_SHIFT_TEXT.notFound);
    await readModelsCaughtUp(w.server);
    const audit: AuditPage = (await w.ada.get(path('/audit?kind=open_shift'))).body;
    expect(audit.entries.map((entry) => [entry.kind, entry.actor.user_id])).toEqual([
      ['open_shift.cancelled', w.ada.id],
      ['open_shift.claimed', w.cy.id],
      ['open_shift.posted', w.ada.id],
    ]);
  });
});

describe('an open shift whose month changed', () => {
  /** The open shift as the list shows it to the admin. */
  const listed = async (id: string) => {
    await readModelsCaughtUp(w.server);
    const list: OpenShiftList = (await w.ada.get(path('/open-shifts'))).body;
    return list.open_shifts.find((shift) => shift.id === id);
  };

  it('expires when the month is cleared: the list shows why at once, and the next step records it and answers 409', async () => {
    const id = await posted();
    expect((await w.ada.delete(path('/schedules?year=2026&month=12'))).status).toBe(200);
    expect(await listed(id)).toMatchObject({ status: 'expired', expiry_reason: 'month_changed', eligible: false });
    const claimed = await w.cy.post(step(id, 'claim'), {});
    expect([claimed.status, claimed.body.detail]).toEqual([409, OPEN_SHIFT_TEXT.expired('month_changed')]);
    await refused(() => w.ada.post(step(id, 'cancel'), {}), 409, OPEN_SHIFT_TEXT.notOpen('expired'));
    await readModelsCaughtUp(w.server);
    const audit: AuditPage = (await w.ada.get(path('/audit?kind=open_shift.expired'))).body;
    expect(audit.entries.map((entry) => [entry.kind, entry.actor.user_id, entry.request_id])).toEqual([
      ['open_shift.expired', w.cy.id, id],
    ]);
  });

  it('expires when its shift type is deleted', async () => {
    const id = await posted();
    expect((await w.ada.delete(path(`/shift-types/${late}`))).status).toBe(200);
    expect(await listed(id)).toMatchObject({ status: 'expired', expiry_reason: 'shift_type_deleted' });
    const assigned = await w.ada.put(path(`/open-shifts/${id}/assign`), { member_id: w.cy.memberId });
    expect([assigned.status, assigned.body.detail]).toEqual([409, OPEN_SHIFT_TEXT.expired('shift_type_deleted')]);
  });
});
