import { type OpenShiftList } from '@rostra/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { schedulingWorld } from '@rostra/cli/testing/scheduling-world';
import { readModelsCaughtUp } from '@rostra/cli/testing/test-server';
import { publishedTradesDecember } from '@rostra/cli/testing/trades-december';

const w = schedulingWorld();
const { path } = w;
let late: string;
const post = async (date: string): Promise<string> => {
  const response = await w.ada.post(path('/schedules/2026/12/open-shifts'), { date, shift_type_id: late, count: 1 });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.id;
};
const list = async (who: typeof w.ada, query = ''): Promise<OpenShiftList['open_shifts']> => {
  await readModelsCaughtUp(w.server);
  const response = await who.get(path(`/open-shifts${query}`));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as OpenShiftList).open_shifts;
};

/** December 2026, published: Bo works the Lates of the 2nd and the 4th, Cy the Early of the 2nd. */
beforeEach(async () => {
  ({ late } = await publishedTradesDecember(w));
});

describe('an employee’s open shifts', () => {
  it('says which they may claim, with the rules that stop them from the others, soonest first', async () => {
    const busy = await post('2026-12-02');
    const free = await post('2026-12-05');
    const shifts = await list(w.cy);
    expect(shifts.map((shift) => [shift.id, shift.eligible, shift.violations.map((v) => v.rule)])).toEqual([
      [busy, false, ['one_shift_a_day', 'rest']],
      [free, true, []],
    ]);
    expect(shifts[0]!.candidates).toBeUndefined();
  });

  it('shows only their own claims, and only open shifts', async () => {
    const id = await post('2026-12-05');
    expect((await w.cy.post(path(`/open-shifts/${id}/claim`), {})).status).toBe(200);
    expect((await w.bo.post(path(`/open-shifts/${id}/claim`), {})).status).toBe(200);
    const [mine] = await list(w.cy);
    expect(mine).toMatchObject({ claimed_by_me: true, claims: [{ member_id: w.cy.memberId }] });
    expect((await list(w.bo))[0]!.claims.map((claim) => claim.member_id)).toEqual([w.bo.memberId]);
    expect((await w.ada.post(path(`/open-shifts/${id}/cancel`), {})).status).toBe(200);
    expect(await list(w.cy)).toEqual([]);
    expect(await list(w.cy, '?status=cancelled')).toEqual([]);
  });
});

describe('the admin’s open shifts', () => {
  it('lists all, each with its candidates ranked: eligible first, then furthest below target', async () => {
    await post('2026-12-02');
    const [shift] = await list(w.dee, '?status=open');
    const candidates = shift!.candidates!;
    // Bo works the Late of the 2nd already: left out. Cy's Early that day breaks rules: last. Ada (and Eve, invited) are free.
    expect(candidates.map((c) => c.member_id)).not.toContain(w.bo.memberId);
    expect(candidates.map((c) => c.eligible)).toEqual([true, true, false]);
    expect(candidates.map((c) => c.member_id)).toContain(w.adaMemberId);
    const cy = candidates.at(-1)!;
    expect([cy.member_id, cy.violations.map((v) => v.rule)]).toEqual([w.cy.memberId, ['one_shift_a_day', 'rest']]);
    // Cy works one shift and asked for none: one above target; the free ones work none.
    expect(candidates.map((c) => c.distance_from_target)).toEqual([0, 0, 1]);
    expect(candidates.map((c) => c.fairness_rank).sort()).toEqual([1, 2, 3]);
    expect((await w.ada.get(path('/open-shifts?status=taken'))).status).toBe(400);
  });
});
