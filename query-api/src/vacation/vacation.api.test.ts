import { describe, expect, it } from 'vitest';
import { addMember } from '@rostra/cli/testing/organization';
import { schedulingWorld, type Member } from '@rostra/cli/testing/scheduling-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';
import { vacationSteps } from '@rostra/cli/testing/vacation';

const w = schedulingWorld();
const { path } = w;
const { day, ask } = vacationSteps(w);

describe('the lists', () => {
  const far = (offset: number) => day(400 + offset);
  /** Gus's six requests, one minute apart, in every status. */
  async function gusRequests(): Promise<Member> {
    const gus = await addMember(w.ada, w.org, w.address('gus'));
    // One minute apart, so the order by request time is certain.
    const at = (minutes: number) => (w.clock.offset = minutes * 60_000);
    at(1);
    const first = (await ask(gus, far(0), far(0))).body.id;
    at(2);
    const second = (await ask(gus, far(2), far(2))).body.id;
    at(3);
    const third = (await ask(gus, far(4), far(4))).body.id;
    at(4);
    const fourth = (await ask(gus, far(6), far(6))).body.id;
    at(5);
    await ask(gus, far(8), far(8));
    at(6);
    await ask(gus, far(10), far(10));
    await w.ada.put(path(`/vacation-requests/${first}/review`), { status: 'approved' });
    await w.ada.put(path(`/vacation-requests/${second}/review`), { status: 'rejected' });
    await w.ada.put(path(`/vacation-requests/${third}/cancel`));
    await w.ada.put(path(`/vacation-requests/${fourth}/review`), { status: 'approved' });
    w.clock.offset = 0;
    return gus;
  }

  it('orders pending first (newest first), then approved, rejected and cancelled (oldest first), with the counts', async () => {
    await gusRequests();
    const { body } = await w.ada.get(path(`/vacation-requests?start_date=${far(0)}&end_date=${far(10)}`));
    expect(body.requests.map((request: { start_date: string; status: string }) => [request.start_date, request.status])).toEqual([
      [far(10), 'pending'],
      [far(8), 'pending'],
      [far(0), 'approved'],
      [far(6), 'approved'],
      [far(2), 'rejected'],
      [far(4), 'cancelled'],
    ]);
    expect(body).toMatchObject({ total: 6, pending_count: 2, approved_count: 2, rejected_count: 1, cancelled_count: 1 });
  });

  it('keeps the requests that share a day with the period', async () => {
    const gus = await gusRequests();
    const { body } = await gus.get(path(`/my-vacation-requests?start_date=${far(2)}&end_date=${far(4)}`));
    expect(body.requests.map((request: { start_date: string }) => request.start_date)).toEqual([far(2), far(4)]);
    expect((await w.ada.get(path(`/vacation-requests?start_date=${far(11)}`))).body.total).toBe(0);
    expect((await w.ada.get(path('/vacation-requests?start_date=2030-13-01'))).status).toBe(400);
  });

  it("shows an employee their own requests only, and an admin everyone's", async () => {
    const gus = await gusRequests();
    await ask(w.bo, day(5), day(5));
    await w.ada.post(path(`/employees/${w.pendingId}/vacation-requests`), { start_date: day(6), end_date: day(6) });
    const own = (await gus.get(path('/my-vacation-requests'))).body.requests;
    expect(new Set(own.map((request: { member_id: string }) => request.member_id))).toEqual(new Set([gus.memberId]));
    const all = (await w.ada.get(path('/vacation-requests'))).body.requests;
    expect(new Set(all.map((request: { member_id: string }) => request.member_id))).toEqual(
      new Set([gus.memberId, w.bo.memberId, w.pendingId]),
    );
  });
});

describe('who reads which list', () => {
  it('gives every member their own list, and only admins the organization’s', async () => {
    await ask(w.bo, day(5), day(5));
    await readModelsCaughtUp(w.server); // Dee's reads follow Bo's write
    expect((await w.bo.get(path('/my-vacation-requests'))).body.total).toBe(1);
    expect((await w.dee.get(path('/my-vacation-requests'))).body).toMatchObject({ requests: [], total: 0 });
    expect(await w.bo.get(path('/vacation-requests'))).toMatchObject({
      status: 403,
      body: { detail: 'Only administrators of this organization can do this' },
    });
    expect((await w.dee.get(path('/vacation-requests'))).body.total).toBe(1);
  });
});
