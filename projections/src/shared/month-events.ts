import type {
  AbsenceRecorded,
  MemberRemoved,
  OpenShiftPosted,
  OrganizationDeleted,
  ScheduleEvent,
  ScheduleOpenShiftAssigned,
  ScheduleTradeApplied,
  ShortNoticeChangesRecorded,
  VacationEvent,
} from '@rostra/contracts';

/**
 * The events a view of a month's schedule follows (the calendars, the analytics): what builds and
 * changes the draft and the published month, and the vacations, absences and removals that stop
 * a member's shifts counting.
 */
export type MonthScheduleEvent =
  | ScheduleEvent
  | ScheduleTradeApplied
  | OpenShiftPosted
  | ScheduleOpenShiftAssigned
  | ShortNoticeChangesRecorded
  | VacationEvent
  | AbsenceRecorded
  | MemberRemoved
  | OrganizationDeleted;
