import type { Projection } from '@rostra/platform';
import { creationTokensProjection } from './creation-tokens/project.ts';
import { invitationsProjection } from './invitations/project.ts';
import { membersProjection } from './members/project.ts';
import { organizationsProjection } from './organizations/project.ts';
import { usersProjection } from './users/project.ts';
import { sessionsProjection } from './sessions/project.ts';
import { calendarsProjection } from './schedules/project.ts';
import { analyticsProjection } from './analytics/project.ts';
import { auditProjection } from './audit/project.ts';
import { shiftTypesProjection } from './shift-types/project.ts';
import { locationsProjection } from './locations/project.ts';
import { skillsProjection } from './skills/project.ts';
import { collaborationsProjection } from './collaborations/project.ts';
import { preferencesProjection } from './preferences/project.ts';
import { vacationRequestsProjection } from './vacation/project.ts';
import { calendarFeedsProjection } from './calendar-feeds/project.ts';
import { scheduleQualityProjection } from './schedule-quality/project.ts';
import { tradesProjection } from './trades/project.ts';
import { openShiftsProjection } from './open-shifts/project.ts';

export type { UserRow } from './users/project.ts';
export type { MemberRow } from './members/project.ts';
export type { InvitationRow } from './invitations/project.ts';
export type { OrganizationRow } from './organizations/project.ts';
export type { CreationTokenRow } from './creation-tokens/project.ts';
export type { CalendarRow } from './schedules/project.ts';
export type { AnalyticsRow } from './analytics/project.ts';
export type { AuditRow } from './audit/project.ts';
export { AUDITED_EVENT_TYPES } from './audit/project.ts';
export type { ShiftTypeRow } from './shift-types/project.ts';
export type { CollaborationRow } from './collaborations/project.ts';

/** Every read model of Rostra, in the order the runner starts them. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  sessionsProjection,
  membersProjection,
  organizationsProjection,
  creationTokensProjection,
  invitationsProjection,
  shiftTypesProjection,
  locationsProjection,
  skillsProjection,
  collaborationsProjection,
  preferencesProjection,
  vacationRequestsProjection,
  calendarsProjection,
  analyticsProjection,
  auditProjection,
  calendarFeedsProjection,
  scheduleQualityProjection,
  tradesProjection,
  openShiftsProjection,
];
