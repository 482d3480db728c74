import {
  evolveMonthWithTrades,
  initialMonthWithTrades,
  TRADE_TEXT,
  type RuleInput,
  type ScheduleEvent,
  type TradeEvent,
  type TradeShift,
} from '@rostra/contracts';
import { aRuleMember } from '@rostra/contracts/testing/rule-member';
import { december, decemberNow, decemberRules, decemberToday, on, publishedDecember } from '@rostra/contracts/testing/published-december';
import { given } from '@rostra/platform/decider/spec';
import { describe, expect, it } from 'vitest';
import { assignmentChanged } from '../schedules/testing/december-events.ts';
import { RulesBroken } from '../shared/month-command.ts';
import { tradeDecider, type TradeCommand } from './decide.ts';

const month = december;
const at = decemberNow;
const today = decemberToday;

/** December 2026, published: A works the Lates of the 1st and the 2nd, B the Earlies of the 2nd and the 3rd, C the Early of the 5th. */
const publishedMonth: ScheduleEvent[] = publishedDecember([
  on('2026-12-01', 'L', 'a'),
  on('2026-12-02', 'L', 'a'),
  on('2026-12-02', 'E', 'b'),
  on('2026-12-03', 'E', 'b'),
  on('2026-12-05', 'E', 'c'),
]);
const rules: RuleInput = decemberRules([]);
const aLate: TradeShift = { date: '2026-12-02', shiftTypeId: 'L', memberId: 'a' };
const bEarly: TradeShift = { date: '2026-12-03', shiftTypeId: 'E', memberId: 'b' };
const tradeId = '2026-12.1';
const ref = { ...month, tradeId };

type Of<T extends TradeCommand['type']> = Omit<Extract<TradeCommand, { type: T }>, 'type' | keyof typeof month>;
const offer = (fields: Partial<Of<'OfferTrade'>> = {}): TradeCommand => ({
  type: 'OfferTrade',
  ...month,
  memberId: 'a',
  give: { date: '2026-12-02', shiftTypeId: 'L' },
  take: null,
  toMemberId: null,
  members: ['a', 'b', 'c'],
  today,
  now: at,
  ...fields,
});
const accept = (fields: Partial<Of<'AcceptTrade'>> = {}): TradeCommand => ({
  type: 'AcceptTrade',
  ...month,
  tradeId,
  memberId: 'c',
  rules,
  needsApproval: false,
  today,
  now: at,
  ...fields,
});
const admin = { userId: 'u-admin', email: 'admin@example.com' };
const review = (fields: Partial<Of<'ReviewTrade'>> = {}): TradeCommand => ({
  type: 'ReviewTrade',
  ...month,
  tradeId,
  decision: 'approved',
  notes: null,
  reviewer: admin,
  rules,
  today,
  now: at,
  ...fields,
});
const cancel = (fields: Partial<Of<'CancelTrade'>> = {}): TradeCommand => ({
  type: 'CancelTrade',
  ...month,
  tradeId,
  memberId: 'a',
  today,
  now: at,
  ...fields,
});

const offered = (fields: Partial<Extract<TradeEvent, { type: 'TradeOffered' }>['data']> = {}): TradeEvent => ({
  type: 'TradeOffered',
  data: { ...ref, give: aLate, take: null, toMemberId: null, offeredAt: at, ...fields },
});
const accepted = (memberId = 'c', needsApproval = false): TradeEvent => ({
  type: 'TradeAccepted',
  data: { ...ref, memberId, needsApproval, acceptedAt: at },
});
const aLateTo = (memberId: string): TradeEvent => ({
  type: 'ScheduleTradeApplied',
  data: {
    ...ref,
    shifts: [{ date: '2026-12-02', shiftTypeId: 'L', fromMemberId: 'a', toMemberId: memberId, position: 1 }],
    appliedAt: at,
  },
});
const reviewData = { ...ref, notes: null, reviewerUserId: admin.userId, reviewerEmail: admin.email, reviewedAt: at };

/** The violations a refused trade names. */
function refusedWith(history: (ScheduleEvent | TradeEvent)[], command: TradeCommand) {
  const state = history.reduce(tradeDecider.evolve, tradeDecider.initialState);
  try {
    tradeDecider.decide(command, state);
  } catch (error) {
    expect(error).toBeInstanceOf(RulesBroken);
    return (error as RulesBroken).violations.map(({ rule, member_id, date }) => ({ rule, member_id, date }));
  }
  throw new Error('the trade was expected to be refused');
}

describe('offering a shift of the published month', () => {
  it('offers it to anyone (open offer), to one colleague (give-away), or for a colleague’s shift (swap)', () => {
    given(tradeDecider, publishedMonth).when(offer()).then([offered()]);
    given(tradeDecider, publishedMonth)
      .when(offer({ toMemberId: 'c' }))
      .then([offered({ toMemberId: 'c' })]);
    given(tradeDecider, publishedMonth)
      .when(offer({ take: bEarly }))
      .then([offered({ take: bEarly, toMemberId: 'b' })]);
  });

  it('numbers the month’s trades, and refuses a second live offer of the same shift', () => {
    given(tradeDecider, [...publishedMonth, offered()])
      .when(offer())
      .thenFails('conflict', TRADE_TEXT.alreadyOffered);
    given(tradeDecider, [...publishedMonth, offered(), { type: 'TradeCancelled', data: { ...ref, cancelledAt: at } }])
      .when(offer())
      .then([offered({ tradeId: '2026-12.2' })]);
  });

  it('refuses what cannot be traded, changing nothing', () => {
    given(tradeDecider, publishedMonth.slice(0, -1)).when(offer()).thenFails('conflict', TRADE_TEXT.notPublished);
    given(tradeDecider, publishedMonth)
      .when(offer({ memberId: 'c' }))
      .thenFails('forbidden', TRADE_TEXT.notYourShift);
    given(tradeDecider, publishedMonth)
      .when(offer({ give: { date: '2026-12-01', shiftTypeId: 'L' }, today: '2026-12-02' }))
      .thenFails('validation', TRADE_TEXT.inThePast);
    given(tradeDecider, publishedMonth)
      .when(offer({ give: { date: '2027-01-02', shiftTypeId: 'L' } }))
      .thenFails('validation', TRADE_TEXT.dateOutsideMonth);
    given(tradeDecider, publishedMonth)
      .when(offer({ toMemberId: 'a' }))
      .thenFails('validation', TRADE_TEXT.withYourself);
    given(tradeDecider, publishedMonth)
      .when(offer({ toMemberId: 'zed' }))
      .thenFails('not_found', TRADE_TEXT.unknownMember);
    given(tradeDecider, publishedMonth)
      .when(offer({ take: { ...bEarly, memberId: 'a' } }))
      .thenFails('validation', TRADE_TEXT.withYourself);
    given(tradeDecider, publishedMonth)
      .when(offer({ take: { ...bEarly, date: '2026-12-04' } }))
      .thenFails('conflict', TRADE_TEXT.notTheirShift);
  });
});

describe('accepting a trade', () => {
  it('applies it at once, as one event, when the organization needs no approval: the taker keeps the giver’s position', () => {
    given(tradeDecider, [...publishedMonth, offered()])
      .when(accept())
      .then([accepted(), aLateTo('c')]);
  });

  it('waits for an admin when the organization needs approval', () => {
    given(tradeDecider, [...publishedMonth, offered()])
      .when(accept({ needsApproval: true }))
      .then([accepted('c', true)]);
  });

  it('refuses, with the violations, an exchange that breaks a hard rule for the one who takes the shift', () => {
    // B works the Earlies of the 2nd and the 3rd: a Late between them breaks one shift a day and both rests.
    expect(refusedWith([...publishedMonth, offered()], accept({ memberId: 'b' }))).toEqual([
      { rule: 'one_shift_a_day', member_id: 'b', date: '2026-12-02' },
      { rule: 'rest', member_id: 'b', date: '2026-12-02' },
      { rule: 'rest', member_id: 'b', date: '2026-12-03' },
    ]);
  });

  it('checks a swap for both people: what the one who offered takes in return counts as well', () => {
    // B gives the Early of the 3rd for A's Late of the 1st: A would start at 06:00 after the Late of the 2nd,
    // and B after the Late of the 1st: 8 h of rest each, 11 required.
    const aLateOfThe1st = { ...aLate, date: '2026-12-01' };
    const swap = offered({ give: bEarly, take: aLateOfThe1st, toMemberId: 'a' });
    expect(refusedWith([...publishedMonth, swap], accept({ memberId: 'a' }))).toEqual([
      { rule: 'rest', member_id: 'a', date: '2026-12-03' },
      { rule: 'rest', member_id: 'b', date: '2026-12-02' },
    ]);
  });

  it('checks the colleague’s vacations as the rule facts bring them', () => {
    const away = {
      ...rules,
      members: [
        aRuleMember('a'),
        aRuleMember('b'),
        aRuleMember('c', { vacations: [{ start_date: '2026-12-02', end_date: '2026-12-02' }] }),
      ],
    };
    expect(refusedWith([...publishedMonth, offered()], accept({ rules: away }))).toEqual([
      { rule: 'vacation', member_id: 'c', date: '2026-12-02' },
    ]);
  });

  it('lets only the colleague it is offered to accept, never the one who offered it, and only while open', () => {
    given(tradeDecider, [...publishedMonth, offered({ toMemberId: 'b' })])
      .when(accept())
      .thenFails('forbidden', TRADE_TEXT.notForYou);
    given(tradeDecider, [...publishedMonth, offered()])
      .when(accept({ memberId: 'a' }))
      .thenFails('forbidden', TRADE_TEXT.ownTrade);
    // The second of two acceptances meets the first (the stream's revision makes them one after the other).
    given(tradeDecider, [...publishedMonth, offered(), accepted('c', true)])
      .when(accept())
      .thenFails('conflict', TRADE_TEXT.notOpen('accepted'));
    given(tradeDecider, [...publishedMonth, offered()])
      .when(accept({ tradeId: '2026-12.9' }))
      .thenFails('not_found', TRADE_TEXT.notFound);
  });

  it('expires a trade whose shift an edit changed meanwhile, or whose shift is past', () => {
    const unassigned = assignmentChanged({ memberId: 'a', action: 'unassign', position: null });
    given(tradeDecider, [...publishedMonth, offered(), unassigned])
      .when(accept())
      .then([{ type: 'TradeExpired', data: { ...ref, reason: 'shift_changed', expiredAt: at } }]);
    given(tradeDecider, [...publishedMonth, offered()])
      .when(accept({ today: '2026-12-03' }))
      .then([{ type: 'TradeExpired', data: { ...ref, reason: 'shift_past', expiredAt: at } }]);
  });
});

describe('reviewing an accepted trade', () => {
  const waiting = [...publishedMonth, offered(), accepted('c', true)];

  it('applies it on approval, checked again against the month as it stands', () => {
    given(tradeDecider, waiting)
      .when(review())
      .then([{ type: 'TradeApproved', data: reviewData }, aLateTo('c')]);
    const busy = assignmentChanged({ date: '2026-12-02', shiftTypeId: 'E', memberId: 'c', position: 2 });
    // Since the acceptance, C was put on the Early of the 2nd and the month published again.
    expect(
      refusedWith(
        [...waiting, busy, { type: 'SchedulePublished', data: { ...month, requestId: 'r1', revision: 1, publishedAt: at } }],
        review(),
      ),
    ).toEqual([
      { rule: 'one_shift_a_day', member_id: 'c', date: '2026-12-02' },
      { rule: 'rest', member_id: 'c', date: '2026-12-02' },
    ]);
  });

  it('declines it with the notes, and reviews only an accepted trade', () => {
    given(tradeDecider, waiting)
      .when(review({ decision: 'declined', notes: 'Short-handed on Lates' }))
      .then([{ type: 'TradeDeclined', data: { ...reviewData, notes: 'Short-handed on Lates' } }]);
    given(tradeDecider, [...publishedMonth, offered()])
      .when(review())
      .thenFails('conflict', TRADE_TEXT.notAccepted('open'));
  });
});

describe('cancelling a trade', () => {
  it('lets the one who offered it cancel it before it applies', () => {
    given(tradeDecider, [...publishedMonth, offered()])
      .when(cancel())
      .then([{ type: 'TradeCancelled', data: { ...ref, cancelledAt: at } }]);
    given(tradeDecider, [...publishedMonth, offered(), accepted('c', true)])
      .when(cancel())
      .then([{ type: 'TradeCancelled', data: { ...ref, cancelledAt: at } }]);
  });

  it('refuses anyone else, and a trade already applied (accept against cancel: the later one loses)', () => {
    given(tradeDecider, [...publishedMonth, offered()])
      .when(cancel({ memberId: 'c' }))
      .thenFails('forbidden', TRADE_TEXT.notYours);
    given(tradeDecider, [...publishedMonth, offered(), accepted(), aLateTo('c')])
      .when(cancel())
      .thenFails('conflict', TRADE_TEXT.alreadyDone('accepted'));
    given(tradeDecider, [...publishedMonth, offered(), { type: 'TradeCancelled', data: { ...ref, cancelledAt: at } }])
      .when(accept())
      .thenFails('conflict', TRADE_TEXT.notOpen('cancelled'));
  });
});

describe('a trade applied', () => {
  it('changes who works the shift in the published month and the draft alike', () => {
    const state = [...publishedMonth, offered(), accepted(), aLateTo('c')].reduce(evolveMonthWithTrades, initialMonthWithTrades);
    for (const version of [state.schedule.published!, state.schedule.draft!]) {
      expect(version.assignments.get('2026-12-02|L|c')).toEqual(on('2026-12-02', 'L', 'c'));
      expect(version.assignments.has('2026-12-02|L|a')).toBe(false);
    }
    expect(state.trades[tradeId]).toMatchObject({ status: 'accepted', applied: true, acceptedBy: 'c' });
  });
});
