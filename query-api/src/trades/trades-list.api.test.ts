import { type TradeList } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';
import { publishedTradesDecember } from '@rostra/cli/testing/trades-december';

const w = schedulingWorld();
const { path } = w;
let late: string;
const offer = async (body: object): Promise<string> => {
  const response = await w.bo.post(path('/schedules/2026/12/trades'), body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
};
const list = async (who: typeof w.ada, query = ''): Promise<TradeList['trades']> => {
  await readModelsCaughtUp(w.server);
  const response = await who.get(path(`/trades${query}`));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as TradeList).trades;
};
/** Bo's Late of the 2nd: Cy works the Early that day. */
const busyDay = () => ({ date: '2026-12-02', shift_type_id: late });
/** Bo's Late of the 4th: Cy is free that day. */
const freeDay = () => ({ date: '2026-12-04', shift_type_id: late });

beforeEach(async () => {
  ({ late } = await publishedTradesDecember(w));
});

describe('an employee’s trades list', () => {
  it('says which open offers they may accept, with the rules that stop them from the others', async () => {
    const busy = await offer({ give: busyDay() });
    const free = await offer({ give: freeDay() });
    const trades = await list(w.cy);
    expect(trades.map((trade) => [trade.id, trade.eligible])).toEqual([
      [free, true],
      [busy, false],
    ]);
    expect(trades[0]!.violations).toEqual([]);
    expect(trades[1]!.violations.map((violation) => [violation.rule, violation.member_id])).toEqual([
      ['one_shift_a_day', w.cy.memberId],
      ['rest', w.cy.memberId],
    ]);
  });

  it('shows the one who offered their own trades, never eligible, and no one else a give-away to another colleague', async () => {
    const toAda = await offer({ give: freeDay(), to_member_id: w.adaMemberId });
    const mine = await list(w.bo);
    expect(mine.map((trade) => [trade.id, trade.eligible, trade.violations])).toEqual([[toAda, false, []]]);
    expect(await list(w.cy)).toEqual([]);
    expect((await list(w.ada)).map((trade) => [trade.id, trade.eligible])).toEqual([[toAda, true]]);
  });

  it('filters by status; an unknown status is a 400', async () => {
    const id = await offer({ give: freeDay(), to_member_id: w.cy.memberId });
    expect((await w.cy.post(path(`/trades/${id}/accept`), {})).status).toBe(200);
    expect(await list(w.cy, '?status=open')).toEqual([]);
    expect((await list(w.cy, '?status=accepted')).map((trade) => trade.id)).toEqual([id]);
    expect((await w.cy.get(path('/trades?status=pending'))).status).toBe(400);
  });
});

describe('the admin’s trades list', () => {
  it('lists every trade; an accepted one says whether approving it now breaks a rule', async () => {
    const open = await offer({ give: busyDay() });
    const accepted = await offer({ give: freeDay(), to_member_id: w.cy.memberId });
    expect((await w.cy.post(path(`/trades/${accepted}/accept`), {})).status).toBe(200);
    const trades = await list(w.dee);
    expect(trades.map((trade) => [trade.id, trade.status, trade.eligible, trade.violations])).toEqual([
      [accepted, 'accepted', true, []],
      [open, 'open', false, []],
    ]);
    expect(trades[0]).toMatchObject({ give: { ...freeDay(), member_id: w.bo.memberId }, accepted_by: w.cy.memberId });
  });
});
