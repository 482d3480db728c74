import { EDIT_TEXT, PUBLISH_TEXT, type RuleInput, type RuleViolation, type ScheduleEvent } from '@rostra/contracts';
import { aRuleMember } from '@rostra/contracts/testing/rule-member';
import { given } from '@rostra/platform/decider/spec';
import { describe, expect, it } from 'vitest';
import { scheduleDecider } from './decide.ts';
import type { EditAssignment } from './edit.ts';
import { assignmentChanged, generatedDraft, month } from './testing/december-events.ts';

const at = '2026-11-22T10:00:00.000Z';
const shiftTypes = [
  { id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} },
  { id: 'E', name: 'Early', start_time: '06:00', duration_hours: 8, position_labels: {} },
];
const draft = generatedDraft({ shiftTypes, assignments: [{ date: '2026-12-01', shift_type_id: 'L', member_id: 'a', position: 1 }] });
/** The shift types come from the draft: the route loads the rest from the log. */
const rules: RuleInput = {
  min_rest_hours: 11,
  max_weekly_hours: 48,
  shift_types: [],
  members: [aRuleMember('a'), aRuleMember('b')],
  apart: [],
  history: [],
};
const edit = (fields: Partial<EditAssignment>): EditAssignment => ({
  type: 'EditAssignment',
  ...month,
  date: '2026-12-02',
  shiftTypeId: 'L',
  memberId: 'a',
  action: 'assign',
  overrideReason: null,
  rules,
  now: at,
  ...fields,
});
const changed = assignmentChanged;
const restBroken: RuleViolation = {
  rule: 'rest',
  member_id: 'a',
  date: '2026-12-02',
  detail: 'A: 8 h of rest between Late 14:00–22:00 on 2026-12-01 and Early 06:00–14:00 on 2026-12-02, at least 11 h',
};

describe('editing an assignment of the draft', () => {
  it('assigns a member whom no rule keeps off the shift, at the first free position', () => {
    given(scheduleDecider, draft)
      .when(edit({}))
      .then([changed({})]);
    given(scheduleDecider, draft)
      .when(edit({ date: '2026-12-01', memberId: 'b' }))
      .then([changed({ date: '2026-12-01', memberId: 'b', position: 2 })]);
  });

  it('refuses an assignment that breaks a hard rule, naming the rules', () => {
    given(scheduleDecider, draft)
      .when(edit({ shiftTypeId: 'E' }))
      .thenFails('conflict', EDIT_TEXT.rulesBroken(1));
    try {
      scheduleDecider.decide(edit({ shiftTypeId: 'E' }), draft.reduce(scheduleDecider.evolve, scheduleDecider.initialState));
    } catch (error) {
      expect((error as { violations: unknown }).violations).toEqual([restBroken]);
    }
  });

  it('refuses a shift of a location the member does not work at, the shift type placed as the log has it now', () => {
    const located: RuleInput = {
      ...rules,
      shift_types: [{ id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8, location_id: 'south' }],
      locations: [{ id: 'south', name: 'South Home' }],
      members: [{ ...aRuleMember('a'), location_ids: ['north'] }, aRuleMember('b')],
    };
    const elsewhere: RuleViolation = { rule: 'location', member_id: 'a', date: '2026-12-02', detail: 'A does not work at South Home' };
    given(scheduleDecider, draft)
      .when(edit({ rules: located }))
      .thenFails('conflict', EDIT_TEXT.rulesBroken(1));
    given(scheduleDecider, draft)
      .when(edit({ rules: located, overrideReason: 'Covering South' }))
      .then([changed({ overrideReason: 'Covering South', violations: [elsewhere] })]);
    given(scheduleDecider, draft)
      .when(edit({ rules: located, memberId: 'b' }))
      .then([changed({ memberId: 'b' })]);
  });

  it('accepts it with an override reason, keeping the rules it breaks', () => {
    given(scheduleDecider, draft)
      .when(edit({ shiftTypeId: 'E', overrideReason: 'Agreed with A' }))
      .then([changed({ shiftTypeId: 'E', overrideReason: 'Agreed with A', violations: [restBroken] })]);
  });

  it('unassigns someone on the shift', () => {
    given(scheduleDecider, draft)
      .when(edit({ date: '2026-12-01', action: 'unassign' }))
      .then([changed({ date: '2026-12-01', action: 'unassign', position: null })]);
  });

  it.each([
    ['unassigning someone not on the shift', { action: 'unassign' }, 'conflict', EDIT_TEXT.notAssigned],
    ['assigning someone already on it', { date: '2026-12-01' }, 'conflict', EDIT_TEXT.alreadyAssigned],
    ['an unknown member', { memberId: 'zed' }, 'not_found', EDIT_TEXT.unknownMember],
    ['an unknown shift type', { shiftTypeId: 'N' }, 'not_found', EDIT_TEXT.unknownShiftType],
    ['a day outside the month', { date: '2027-01-02' }, 'validation', EDIT_TEXT.dateOutsideMonth],
  ] as const)('refuses %s', (_what, fields, code, detail) => {
    given(scheduleDecider, draft).when(edit(fields)).thenFails(code, detail);
  });

  it('refuses an edit of a month without a draft', () => {
    given(scheduleDecider).when(edit({})).thenFails('not_found', EDIT_TEXT.noDraft);
  });

  it('makes the draft differ from the published version, which can then be published again', () => {
    const published: ScheduleEvent = { type: 'SchedulePublished', data: { ...month, requestId: 'r1', revision: 0, publishedAt: at } };
    const assigned = changed({});
    given(scheduleDecider, [...draft, published, assigned])
      .when({ type: 'Publish', ...month, now: at })
      .then([{ type: 'SchedulePublished', data: { ...month, requestId: 'r1', revision: 1, publishedAt: at } }]);
    const undone = changed({ action: 'unassign', position: null });
    given(scheduleDecider, [...draft, published, assigned, undone])
      .when({ type: 'Publish', ...month, now: at })
      .thenFails('conflict', PUBLISH_TEXT.unchanged);
  });
});
