import { REPAIR_TEXT, TRADE_TEXT, type CalendarResponse } from '@rostra/contracts';
import { ADMIN_ONLY } from '@rostra/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';
import { publishedTradesDecember } from '@rostra/cli/testing/trades-december';

const w = schedulingWorld();
const { path, refused } = w;
let late: string;
const offer = (body: object) => w.bo.post(path('/schedules/2026/12/trades'), body);
const step = (tradeId: string, what: 'accept' | 'cancel') => path(`/trades/${tradeId}/${what}`);
/** The days a member works in the published month, as their calendar shows them. */
const worked = async (who: typeof w.bo): Promise<string[]> => {
  await readModelsCaughtUp(w.server);
  const answer = await who.get(path('/my-schedule/calendar?year=2026&month=12'));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as CalendarResponse).days.filter((day) => day.shifts.length > 0).map((day) => day.date);
};
const give = () => ({ date: '2026-12-02', shift_type_id: late });
/** Bo's Late of the 4th: Cy is free that day. */
const giveFree = () => ({ date: '2026-12-04', shift_type_id: late });

/** December 2026, published: Bo works the Lates of the 2nd and the 4th, Cy the Early of the 2nd. */
beforeEach(async () => {
  ({ late } = await publishedTradesDecember(w));
});

describe('offering a shift of the published month', () => {
  it('answers the open trade', async () => {
    const response = await offer({ give: give() });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      id: '2026-12.1',
      status: 'open',
      give: { ...give(), member_id: w.bo.memberId },
      take: null,
      to_member_id: null,
    });
  });

  it('refuses a shift the member does not work, and a body it cannot read, changing nothing', async () => {
    await refused(() => w.cy.post(path('/schedules/2026/12/trades'), { give: give() }), 403, TRADE_TEXT.notYourShift);
    const bad = await offer({ give: { date: '2.12.2026', shift_type_id: late } });
    expect(bad.status).toBe(400);
  });
});

describe('accepting a trade', () => {
  it('refuses with the violations when the exchange breaks a hard rule for the colleague', async () => {
    const { id } = (await offer({ give: give() })).body;
    const response = await w.cy.post(step(id, 'accept'), {});
    expect(response.status).toBe(409);
    expect(response.body.detail).toBe(TRADE_TEXT.rulesBroken(2));
    expect(response.body.violations.map((v: { rule: string }) => v.rule)).toEqual(['one_shift_a_day', 'rest']);
  });

  it('waits for the admin by default, who approves it: the shift changes hands', async () => {
    const { id } = (await offer({ give: giveFree(), to_member_id: w.cy.memberId })).body;
    await refused(() => w.bo.post(step(id, 'accept'), {}), 403, TRADE_TEXT.ownTrade);
    const accepted = await w.cy.post(step(id, 'accept'), {});
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', accepted_by: w.cy.memberId });
    await refused(() => w.bo.put(path(`/trades/${id}/review`), { status: 'approved' }), 403, ADMIN_ONLY);
    const approved = await w.ada.put(path(`/trades/${id}/review`), { status: 'approved', notes: 'Fine' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', notes: 'Fine' });
    expect(await worked(w.bo)).toEqual(['2026-12-02']);
    expect(await worked(w.cy)).toEqual(['2026-12-02', '2026-12-04']);
    await refused(() => w.bo.post(step(id, 'cancel'), {}), 409, TRADE_TEXT.alreadyDone('approved'));
  });

  it('applies at once when the organization needs no approval; of two acceptances exactly one wins', async () => {
    expect((await w.ada.put(path('/settings'), { trades_need_approval: false })).status).toBe(200);
    const { id } = (await offer({ give: giveFree() })).body;
    const answers = await Promise.all([w.cy.post(step(id, 'accept'), {}), w.cy.post(step(id, 'accept'), {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 200)!.body).toMatchObject({ status: 'accepted', accepted_by: w.cy.memberId });
  });

  it('against a repair applied at the same time that takes the shift off: exactly one of the two wins', async () => {
    expect((await w.ada.put(path('/settings'), { trades_need_approval: false })).status).toBe(200);
    const { id } = (await offer({ give: giveFree() })).body;
    // Bo's sick call on the 4th: the repair takes him off that Late, the trade gives it to Cy.
    const absence = { member_id: w.bo.memberId, from: '2026-12-04', to: '2026-12-04', reason: 'Sick' };
    expect((await w.ada.post(path('/absences'), absence)).status).toBe(201);
    const proposal = await w.ada.post(path('/schedules/2026/12/repair'), {});
    expect(proposal.status, JSON.stringify(proposal.body)).toBe(200);
    const [accepted, repaired] = await Promise.all([
      w.cy.post(step(id, 'accept'), {}),
      w.ada.post(path(`/schedules/2026/12/repair/${proposal.body.proposal_id}/apply`), {}),
    ]);
    expect([accepted.status, repaired.status].sort()).toEqual([200, 409]);
    // The loser learns why: the trade expired (its shift changed), or the proposal is stale.
    const loser = accepted.status === 409 ? accepted : repaired;
    expect([TRADE_TEXT.expired('shift_changed'), REPAIR_TEXT.stale]).toContain(loser.body.detail);
  });

  it('expires a trade whose shift an edit changed meanwhile, with the reason', async () => {
    const { id } = (await offer({ give: giveFree() })).body;
    const edited = await w.ada.put(path('/schedules/2026/12/assignments'), { ...giveFree(), member_id: w.bo.memberId, action: 'unassign' });
    expect(edited.status).toBe(200);
    // The expiry is recorded (the audit trail lists it), so the next step meets an expired trade.
    const expired = await w.cy.post(step(id, 'accept'), {});
    expect([expired.status, expired.body.detail]).toEqual([409, TRADE_TEXT.expired('shift_changed')]);
    await refused(() => w.cy.post(step(id, 'accept'), {}), 409, TRADE_TEXT.notOpen('expired'));
  });
});

describe('cancelling a trade', () => {
  it('is for the one who offered it; against an acceptance, exactly one of the two wins', async () => {
    const { id } = (await offer({ give: giveFree() })).body;
    await refused(() => w.cy.post(step(id, 'cancel'), {}), 403, TRADE_TEXT.notYours);
    const [cancelled, accepted] = await Promise.all([w.bo.post(step(id, 'cancel'), {}), w.cy.post(step(id, 'accept'), {})]);
    expect([cancelled.status, accepted.status]).toContain(200);
    expect(cancelled.status === 200 ? accepted.status : cancelled.status).toBe(409);
  });
});
