import { describe, expect, it } from 'vitest';
import { tradeMoves, tradeOfferInput } from './wire.ts';

const give = { date: '2026-12-02', shift_type_id: 'late', member_id: 'ada' };
const take = { date: '2026-12-05', shift_type_id: 'early', member_id: 'bo' };

describe('trades at the edge', () => {
  it('takes a swap offer as the give, the take and the colleague it is offered to', () => {
    expect(tradeOfferInput({ give: { date: give.date, shift_type_id: 'late' }, take, to_member_id: 'bo' })).toEqual({
      give: { date: '2026-12-02', shiftTypeId: 'late' },
      take: { date: '2026-12-05', shiftTypeId: 'early', memberId: 'bo' },
      toMemberId: 'bo',
    });
  });

  it('takes an open offer with no take and no colleague', () => {
    expect(tradeOfferInput({ give: { date: give.date, shift_type_id: 'late' } })).toEqual({
      give: { date: '2026-12-02', shiftTypeId: 'late' },
      take: null,
      toMemberId: null,
    });
  });

  it('moves a listed swap both ways: the give to the taker, the take to the giver', () => {
    expect(tradeMoves({ give, take }, 'bo')).toEqual([
      { date: '2026-12-02', shiftTypeId: 'late', fromMemberId: 'ada', toMemberId: 'bo' },
      { date: '2026-12-05', shiftTypeId: 'early', fromMemberId: 'bo', toMemberId: 'ada' },
    ]);
  });

  it('moves a listed give-away once, to the taker', () => {
    expect(tradeMoves({ give, take: null }, 'cy')).toEqual([
      { date: '2026-12-02', shiftTypeId: 'late', fromMemberId: 'ada', toMemberId: 'cy' },
    ]);
  });
});
