// Short notice (docs/api/notifications.md#short-notice): a change to a published shift less than
// `notice_days` before its day. Decided with the change, from the events it is made of.
import type { ShortNoticeChange, ShortNoticeChangesRecorded } from './events.ts';
import { editOfOpenShift } from '../open-shifts/events.ts';
import type { MonthStreamEvent, ScheduleState } from '../folds/schedule.ts';

/** The organization's day and setting when a change is decided. */
export interface NoticeFacts {
  today: string;
  noticeDays: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** A shift of `date` changed on `today`: short notice when its day has not passed and comes within `noticeDays`. */
export function isShortNotice(date: string, { today, noticeDays }: NoticeFacts): boolean {
  const ahead = dayNumber(date) - dayNumber(today);
  return ahead >= 0 && ahead < noticeDays;
}

type Cause = ShortNoticeChangesRecorded['data']['cause'];

/** The shifts an event changes, with what changed them; none for events that change no shift. */
function changesOf(event: MonthStreamEvent, before: ScheduleState): { cause: Cause; changes: ShortNoticeChange[] } | null {
  switch (event.type) {
    case 'ScheduleAssignmentChanged': {
      const { date, shiftTypeId, memberId, action } = event.data;
      return { cause: 'edit', changes: [{ date, shiftTypeId, memberId, action }] };
    }
    case 'ScheduleRepairApplied':
      return {
        cause: 'repair',
        changes: (before.proposal?.changes ?? []).map(({ date, shiftTypeId, memberId, change }) => ({
          date,
          shiftTypeId,
          memberId,
          action: change === 'added' ? 'assign' : 'unassign',
        })),
      };
    case 'ScheduleTradeApplied':
      return {
        cause: 'trade',
        changes: event.data.shifts.flatMap(({ date, shiftTypeId, fromMemberId, toMemberId }) => [
          { date, shiftTypeId, memberId: fromMemberId, action: 'unassign' as const },
          { date, shiftTypeId, memberId: toMemberId, action: 'assign' as const },
        ]),
      };
    case 'OpenShiftPosted':
    case 'ScheduleOpenShiftAssigned': {
      const edit = editOfOpenShift(event);
      return (
        edit && {
          cause: 'open_shift',
          changes: [{ date: edit.date, shiftTypeId: edit.shiftTypeId, memberId: edit.memberId, action: edit.action }],
        }
      );
    }
    default:
      return null;
  }
}

/**
 * The ShortNoticeChangesRecorded that follows decided events, or none: only a month already
 * published has shifts people were told of, and only its days within the notice count.
 */
export function shortNoticeOf(
  decided: readonly MonthStreamEvent[],
  before: ScheduleState,
  facts: NoticeFacts,
): ShortNoticeChangesRecorded | null {
  if (!before.published) return null;
  for (const event of decided) {
    const changed = changesOf(event, before);
    const changes = changed?.changes.filter((change) => isShortNotice(change.date, facts)) ?? [];
    if (!changed || changes.length === 0) continue;
    const { organizationId, year, month } = event.data as { organizationId: string; year: number; month: number };
    return {
      type: 'ShortNoticeChangesRecorded',
      data: { organizationId, year, month, cause: changed.cause, changes, noticeDays: facts.noticeDays, today: facts.today },
    };
  }
  return null;
}
