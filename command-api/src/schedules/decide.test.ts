import { PUBLISH_TEXT, type ScheduleEvent } from '@rostra/contracts';
import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { scheduleDecider } from './decide.ts';
import { generatedDraft, generatedV1, month } from './testing/december-events.ts';

const at = '2026-11-22T10:00:00.000Z';
const requested: ScheduleEvent = { type: 'ScheduleGenerationRequested', data: { ...month, requestId: 'r1', requestedAt: at } };
const started: ScheduleEvent = { type: 'ScheduleGenerationStarted', data: { requestId: 'r1', workerId: 'w1' } };
/** Generated before drafts existed (version 1, the whole month in one event). */
const generated = generatedV1();
const shift = (date: string, member_id: string) => ({ date, shift_type_id: 's1', member_id, position: 1 });
const draft = (requestId: string, assignments: ReturnType<typeof shift>[]) => generatedDraft({ requestId, assignments });
const published = (requestId: string, revision = 0): ScheduleEvent => ({
  type: 'SchedulePublished',
  data: { ...month, requestId, revision, publishedAt: at },
});
const publish = { type: 'Publish', ...month, now: at } as const;
const failed: ScheduleEvent = { type: 'ScheduleGenerationFailed', data: { requestId: 'r1', status: 'infeasible', problems: [] } };

const request = (requestId: string, now = at) => ({ type: 'RequestGeneration', ...month, requestId, now }) as const;
const clear = (now = at) => ({ type: 'Clear', ...month, now }) as const;

describe('requesting a generation', () => {
  it('records the request', () => {
    given(scheduleDecider).when(request('r1')).then([requested]);
  });

  it('is refused while another generation of the month is running', () => {
    given(scheduleDecider, [requested, started])
      .when(request('r2'))
      .thenFails('conflict', 'A schedule is already being generated for this month. Please wait for it to finish.');
  });

  it('is accepted again once the previous one finished, or was lost long ago', () => {
    given(scheduleDecider, [requested, started, failed])
      .when(request('r2'))
      .then([{ type: 'ScheduleGenerationRequested', data: { ...month, requestId: 'r2', requestedAt: at } }]);
    const later = '2026-11-22T10:06:00.000Z';
    given(scheduleDecider, [requested, started])
      .when(request('r2', later))
      .then([{ type: 'ScheduleGenerationRequested', data: { ...month, requestId: 'r2', requestedAt: later } }]);
  });

  it('waits for a solver replica only while its lease holds: one that died leaves the month when its lease ends', () => {
    const leased = (leaseUntil: string): ScheduleEvent => ({
      type: 'ScheduleGenerationStarted',
      data: { requestId: 'r1', workerId: 'w1', leaseUntil },
    });
    const renewed = leased('2026-11-22T10:01:10.000Z');
    given(scheduleDecider, [requested, leased('2026-11-22T10:00:30.000Z'), renewed])
      .when(request('r2', '2026-11-22T10:01:00.000Z'))
      .thenFails('conflict', /already being generated/);
    given(scheduleDecider, [requested, leased('2026-11-22T10:00:30.000Z'), renewed])
      .when(request('r2', '2026-11-22T10:01:10.000Z'))
      .then([{ type: 'ScheduleGenerationRequested', data: { ...month, requestId: 'r2', requestedAt: '2026-11-22T10:01:10.000Z' } }]);
  });
});

describe('clearing a month', () => {
  it('removes a generated schedule', () => {
    given(scheduleDecider, [requested, started, generated])
      .when(clear())
      .then([{ type: 'ScheduleCleared', data: month }]);
  });

  it('does nothing when there is no schedule', () => {
    given(scheduleDecider, [requested, started, failed]).when(clear()).then([]);
  });

  it('waits for a running generation', () => {
    given(scheduleDecider, [requested])
      .when(clear())
      .thenFails('conflict', /already being generated/);
  });

  it('still sees the generated schedule after its quality report', () => {
    const reported = { type: 'ScheduleQualityReported', data: { requestId: 'r1', ...month } } as unknown as ScheduleEvent;
    given(scheduleDecider, [requested, started, generated, reported])
      .when(clear())
      .then([{ type: 'ScheduleCleared', data: month }]);
    given(scheduleDecider, [requested, started, generated, reported])
      .when(request('r2'))
      .then([{ type: 'ScheduleGenerationRequested', data: { ...month, requestId: 'r2', requestedAt: at } }]);
  });
});

describe('publishing a month', () => {
  it('publishes the current draft, naming its generation and revision', () => {
    given(scheduleDecider, [requested, started, ...draft('r1', [shift('2026-12-01', 'm1')])])
      .when(publish)
      .then([published('r1')]);
  });

  it('publishes a regenerated draft whose shifts differ from the published ones', () => {
    given(scheduleDecider, [...draft('r1', [shift('2026-12-01', 'm1')]), published('r1'), ...draft('r2', [shift('2026-12-01', 'm2')])])
      .when(publish)
      .then([published('r2')]);
  });

  it('refuses to publish a draft that has not changed since it was published', () => {
    given(scheduleDecider, [...draft('r1', [shift('2026-12-01', 'm1')]), published('r1')])
      .when(publish)
      .thenFails('conflict', PUBLISH_TEXT.unchanged);
    given(scheduleDecider, [...draft('r1', [shift('2026-12-01', 'm1')]), published('r1'), ...draft('r2', [shift('2026-12-01', 'm1')])])
      .when(publish)
      .thenFails('conflict', PUBLISH_TEXT.unchanged);
  });

  it('counts a month generated before drafts existed as published already', () => {
    given(scheduleDecider, [generated]).when(publish).thenFails('conflict', PUBLISH_TEXT.unchanged);
  });

  it('refuses when there is no schedule, or it was cleared', () => {
    given(scheduleDecider).when(publish).thenFails('not_found', PUBLISH_TEXT.noSchedule);
    given(scheduleDecider, [...draft('r1', []), { type: 'ScheduleCleared', data: month }])
      .when(publish)
      .thenFails('not_found', PUBLISH_TEXT.noSchedule);
  });

  it('waits for a running generation', () => {
    given(scheduleDecider, [...draft('r1', []), { ...requested, data: { ...requested.data, requestId: 'r2' } }])
      .when(publish)
      .thenFails('conflict', /already being generated/);
  });
});
