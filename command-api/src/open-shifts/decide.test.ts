import {
  OPEN_SHIFT_TEXT,
  splitGenerated,
  type OpenShiftEvent,
  type RuleInput,
  type ScheduleEvent,
  type ScheduleOpenShiftAssigned,
} from '@rostra/contracts';
import {
  december,
  decemberNow,
  decemberRules,
  decemberShiftTypes,
  decemberToday,
  on,
  publishedDecember,
} from '@rostra/contracts/testing/published-december';
import { aGeneratedMonth } from '@rostra/contracts/testing/generated-month';
import { given } from '@rostra/platform/decider/spec';
import { describe, expect, it } from 'vitest';
import { RulesBroken } from '../shared/month-command.ts';
import { openShiftDecider, type OpenShiftCommand } from './decide.ts';

const month = december;
const at = decemberNow;
const today = decemberToday;
/** December 2026, published: A works the Lates of the 3rd and the 4th, B the Early of the 4th. */
const publishedMonth: ScheduleEvent[] = publishedDecember([
  on('2026-12-03', 'L', 'a'),
  on('2026-12-04', 'L', 'a'),
  on('2026-12-04', 'E', 'b'),
]);
const generated = publishedMonth.filter((event) => event.type !== 'SchedulePublished');
// The organization's shift types now: the month's two.
const rules: RuleInput = decemberRules(
  decemberShiftTypes.map(({ id, name, start_time, duration_hours }) => ({ id, name, start_time, duration_hours })),
);
const openShiftId = '2026-12.o1';
const ref = { ...month, openShiftId };

type Of<T extends OpenShiftCommand['type']> = Omit<Extract<OpenShiftCommand, { type: T }>, 'type' | keyof typeof month>;
const post = (fields: Partial<Of<'PostOpenShift'>> = {}): OpenShiftCommand => ({
  type: 'PostOpenShift',
  ...month,
  date: '2026-12-04',
  shiftTypeId: 'L',
  count: 2,
  userId: 'u-admin',
  today,
  now: at,
  ...fields,
});
const claim = (fields: Partial<Of<'ClaimOpenShift'>> = {}): OpenShiftCommand => ({
  type: 'ClaimOpenShift',
  ...month,
  openShiftId,
  memberId: 'c',
  rules,
  firstClaim: false,
  today,
  now: at,
  ...fields,
});
const assign = (memberId: string, fields: Partial<Of<'AssignOpenShift'>> = {}): OpenShiftCommand => ({
  type: 'AssignOpenShift',
  ...month,
  openShiftId,
  memberId,
  rules,
  today,
  now: at,
  ...fields,
});
const cancel: OpenShiftCommand = { type: 'CancelOpenShift', ...month, openShiftId, now: at };
const release = (fields: Partial<Of<'ReleaseShifts'>> = {}): OpenShiftCommand => ({
  type: 'ReleaseShifts',
  ...month,
  memberId: 'a',
  from: '2026-12-01',
  to: '2026-12-31',
  userId: 'u-admin',
  today,
  now: at,
  ...fields,
});

const posted = (fields: Partial<Extract<OpenShiftEvent, { type: 'OpenShiftPosted' }>['data']> = {}): OpenShiftEvent => ({
  type: 'OpenShiftPosted',
  data: { ...ref, date: '2026-12-04', shiftTypeId: 'L', count: 2, released: null, postedByUserId: 'u-admin', postedAt: at, ...fields },
});
const claimed = (memberId = 'c'): OpenShiftEvent => ({ type: 'OpenShiftClaimed', data: { ...ref, memberId, claimedAt: at } });
const assigned = (memberId: string, position = 2, fields: Partial<ScheduleOpenShiftAssigned['data']> = {}): OpenShiftEvent => ({
  type: 'ScheduleOpenShiftAssigned',
  data: { ...ref, date: '2026-12-04', shiftTypeId: 'L', memberId, position, assignedAt: at, ...fields },
});

/** The rules a refused claim names. */
function refusedWith(history: (ScheduleEvent | OpenShiftEvent)[], command: OpenShiftCommand) {
  const state = history.reduce(openShiftDecider.evolve, openShiftDecider.initialState);
  try {
    openShiftDecider.decide(command, state);
  } catch (error) {
    expect(error).toBeInstanceOf(RulesBroken);
    return (error as RulesBroken).violations.map(({ rule, member_id, date }) => ({ rule, member_id, date }));
  }
  throw new Error('the claim was expected to be refused');
}

describe('posting open shifts', () => {
  it('posts places on a shift-day of the published month, numbered in the month', () => {
    given(openShiftDecider, publishedMonth).when(post()).then([posted()]);
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(post({ date: '2026-12-05', count: 1 }))
      .then([posted({ openShiftId: '2026-12.o2', date: '2026-12-05', count: 1 })]);
  });

  it('refuses a month not published, a day outside it or past, and a shift type the month does not have', () => {
    given(openShiftDecider, generated).when(post()).thenFails('conflict', OPEN_SHIFT_TEXT.notPublished);
    given(openShiftDecider, publishedMonth)
      .when(post({ date: '2027-01-04' }))
      .thenFails('validation', OPEN_SHIFT_TEXT.dateOutsideMonth);
    given(openShiftDecider, publishedMonth)
      .when(post({ today: '2026-12-05' }))
      .thenFails('validation', OPEN_SHIFT_TEXT.inThePast);
    given(openShiftDecider, publishedMonth)
      .when(post({ shiftTypeId: 'N' }))
      .thenFails('not_found', OPEN_SHIFT_TEXT.unknownShiftType);
  });

  it('releases a sick member’s shifts still ahead as open shifts, taking them off in the same event', () => {
    const released = (n: number, date: string) =>
      posted({ openShiftId: `2026-12.o${n}`, date, count: 1, released: { memberId: 'a', position: 1 } });
    given(openShiftDecider, publishedMonth)
      .when(release())
      .then([released(1, '2026-12-03'), released(2, '2026-12-04')]);
    given(openShiftDecider, publishedMonth)
      .when(release({ today: '2026-12-04' }))
      .then([released(1, '2026-12-04')]);
    given(openShiftDecider, generated).when(release()).then([]);
    // Released, A no longer works the 4th: B may take it without a second shift that day for A.
    const state = [...publishedMonth, released(1, '2026-12-04')].reduce(openShiftDecider.evolve, openShiftDecider.initialState);
    expect([...state.schedule.published!.assignments.keys()]).toEqual(['2026-12-03|L|a', '2026-12-04|E|b']);
    expect([...state.schedule.draft!.assignments.keys()]).toEqual(['2026-12-03|L|a', '2026-12-04|E|b']);
  });
});

describe('claiming an open shift', () => {
  it('records the claim for the admin to pick (admin_picks), or fills a place at once (first_claim) at the next free position', () => {
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(claim())
      .then([claimed()]);
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(claim({ firstClaim: true }))
      .then([claimed(), assigned('c')]);
  });

  it('refuses a claim that breaks a hard rule, naming it', () => {
    // B works the Early of the 4th: the Late too is a second shift that day, and too little rest.
    expect(refusedWith([...publishedMonth, posted()], claim({ memberId: 'b' }))).toEqual([
      { rule: 'one_shift_a_day', member_id: 'b', date: '2026-12-04' },
      { rule: 'rest', member_id: 'b', date: '2026-12-04' },
    ]);
  });

  it('refuses a second claim, a member already on the shift, one who cannot be scheduled, and a past or closed open shift', () => {
    given(openShiftDecider, [...publishedMonth, posted(), claimed()])
      .when(claim())
      .thenFails('conflict', OPEN_SHIFT_TEXT.alreadyClaimed);
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(claim({ memberId: 'a' }))
      .thenFails('conflict', OPEN_SHIFT_TEXT.alreadyWorks);
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(claim({ memberId: 'zed' }))
      .thenFails('not_found', OPEN_SHIFT_TEXT.unknownMember);
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(claim({ today: '2026-12-05' }))
      .thenFails('validation', OPEN_SHIFT_TEXT.inThePast);
    given(openShiftDecider, [...publishedMonth, posted(), { type: 'OpenShiftCancelled', data: { ...ref, cancelledAt: at } }])
      .when(claim())
      .thenFails('conflict', OPEN_SHIFT_TEXT.notOpen('cancelled'));
    given(openShiftDecider, publishedMonth).when(claim()).thenFails('not_found', OPEN_SHIFT_TEXT.notFound);
  });

  it('is filled once every place is: the last claim of two loses', () => {
    const one = posted({ count: 1 });
    given(openShiftDecider, [...publishedMonth, one, claimed('c'), assigned('c')])
      .when(claim({ memberId: 'b', firstClaim: true }))
      .thenFails('conflict', OPEN_SHIFT_TEXT.notOpen('filled'));
  });
});

describe('assigning and cancelling an open shift (admins)', () => {
  it('assigns a member, rule-checked, each at the next free position', () => {
    given(openShiftDecider, [...publishedMonth, posted(), claimed()])
      .when(assign('c'))
      .then([assigned('c')]);
    given(openShiftDecider, [...publishedMonth, posted(), assigned('c')])
      .when(assign('c'))
      .thenFails('conflict', OPEN_SHIFT_TEXT.alreadyWorks);
    expect(refusedWith([...publishedMonth, posted()], assign('b')).map((v) => v.rule)).toEqual(['one_shift_a_day', 'rest']);
  });

  it('cancels an open one; a filled or cancelled one cannot be', () => {
    const cancelled: OpenShiftEvent = { type: 'OpenShiftCancelled', data: { ...ref, cancelledAt: at } };
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(cancel)
      .then([cancelled]);
    given(openShiftDecider, [...publishedMonth, posted(), cancelled])
      .when(cancel)
      .thenFails('conflict', OPEN_SHIFT_TEXT.notOpen('cancelled'));
    given(openShiftDecider, [...publishedMonth, posted({ count: 1 }), assigned('c')])
      .when(cancel)
      .thenFails('conflict', OPEN_SHIFT_TEXT.notOpen('filled'));
  });
});

describe('an open shift whose month changed expires on its next step', () => {
  const expired = (reason: 'month_changed' | 'shift_type_deleted'): OpenShiftEvent => ({
    type: 'OpenShiftExpired',
    data: { ...ref, reason, expiredAt: at },
  });
  const cleared: ScheduleEvent = { type: 'ScheduleCleared', data: month };
  const republished: ScheduleEvent[] = [
    ...splitGenerated(aGeneratedMonth({ requestId: 'r2', shiftTypes: decemberShiftTypes, assignments: [on('2026-12-04', 'E', 'b')] })),
    { type: 'SchedulePublished', data: { ...month, requestId: 'r2', revision: 0, publishedAt: at } },
  ];

  it('expires when the month was cleared, or generated again (even published again), instead of a claim, an assignment or a cancellation', () => {
    given(openShiftDecider, [...publishedMonth, posted(), cleared])
      .when(claim())
      .then([expired('month_changed')]);
    given(openShiftDecider, [...publishedMonth, posted(), ...republished])
      .when(claim({ firstClaim: true }))
      .then([expired('month_changed')]);
    given(openShiftDecider, [...publishedMonth, posted(), ...republished])
      .when(assign('c'))
      .then([expired('month_changed')]);
    given(openShiftDecider, [...publishedMonth, posted(), cleared])
      .when(cancel)
      .then([expired('month_changed')]);
  });

  it('expires when its shift type is no longer the organization’s', () => {
    const withoutLate = { ...rules, shift_types: rules.shift_types.filter((type) => type.id !== 'L') };
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(claim({ rules: withoutLate }))
      .then([expired('shift_type_deleted')]);
    given(openShiftDecider, [...publishedMonth, posted()])
      .when(assign('c', { rules: withoutLate }))
      .then([expired('shift_type_deleted')]);
  });

  it('stays expired: a later step answers that it is no longer open', () => {
    given(openShiftDecider, [...publishedMonth, posted(), cleared, expired('month_changed')])
      .when(claim())
      .thenFails('conflict', OPEN_SHIFT_TEXT.notOpen('expired'));
  });

  it('leaves an open shift posted after the month changed open, and one filled before as it was', () => {
    const second = posted({ openShiftId: '2026-12.o2', date: '2026-12-05', count: 1 });
    given(openShiftDecider, [...publishedMonth, posted(), ...republished, second])
      .when(claim({ openShiftId: '2026-12.o2' }))
      .then([{ type: 'OpenShiftClaimed', data: { ...ref, openShiftId: '2026-12.o2', memberId: 'c', claimedAt: at } }]);
    const state = [...publishedMonth, posted({ count: 1 }), assigned('c'), cleared].reduce(
      openShiftDecider.evolve,
      openShiftDecider.initialState,
    );
    expect(state.openShifts[openShiftId]).toMatchObject({ status: 'filled', monthChanged: false });
  });
});
