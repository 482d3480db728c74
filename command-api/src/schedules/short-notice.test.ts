import type { RuleInput, ScheduleEvent } from '@rostra/contracts';
import { aRuleMember } from '@rostra/contracts/testing/rule-member';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { withShortNotice } from '../shared/short-notice.ts';
import { scheduleDecider } from './decide.ts';
import { assignmentChanged, generatedDraft, month } from './testing/december-events.ts';

// A hand edit of a published month, decided with the organization's notice (the edit route's decider).

const decider = withShortNotice(scheduleDecider, (state) => state);
const at = '2026-11-29T10:00:00.000Z';
const draft = generatedDraft({ shiftTypes: [{ id: 'L', name: 'Late', start_time: '14:00', duration_hours: 8, position_labels: {} }] });
const published: ScheduleEvent = { type: 'SchedulePublished', data: { ...month, requestId: 'r1', revision: 0, publishedAt: at } };
const rules: RuleInput = { min_rest_hours: 11, max_weekly_hours: 48, shift_types: [], members: [aRuleMember('a')], apart: [], history: [] };
const edit = (noticeDays: number) => ({
  type: 'EditAssignment' as const,
  ...month,
  date: '2026-12-02',
  shiftTypeId: 'L',
  memberId: 'a',
  action: 'assign' as const,
  overrideReason: null,
  rules,
  now: at,
  notice: { today: '2026-11-29', noticeDays },
});

describe('a hand edit at short notice', () => {
  it('is recorded with the edit when the month is published and the day within the notice', () => {
    given(decider, [...draft, published])
      .when(edit(14))
      .then([
        assignmentChanged({}),
        {
          type: 'ShortNoticeChangesRecorded',
          data: {
            ...month,
            cause: 'edit',
            changes: [{ date: '2026-12-02', shiftTypeId: 'L', memberId: 'a', action: 'assign' }],
            noticeDays: 14,
            today: '2026-11-29',
          },
        },
      ]);
  });

  it('is not one before the first publication, nor beyond the notice', () => {
    given(decider, draft)
      .when(edit(14))
      .then([assignmentChanged({})]);
    given(decider, [...draft, published])
      .when(edit(3))
      .then([assignmentChanged({})]);
  });
});
