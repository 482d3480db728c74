export * from './accounts.ts';
export * from './membership.ts';
export * from './organizations.ts';
export * from './creation-tokens.ts';
export * from './preferences.ts';
export * from './vacation.ts';
export * from './schedules.ts';
export * from './operations.ts';
export * from './shift-types.ts';
export * from './collaborations.ts';
export * from './calendar-feeds.ts';
export * from './schedule-quality.ts';
export * from './absences.ts';

import { ACCOUNT_EVENT_VERSIONS } from './accounts.ts';
import { MEMBERSHIP_EVENT_VERSIONS } from './membership.ts';
import { ORGANIZATION_EVENT_VERSIONS } from './organizations.ts';
import { CREATION_TOKEN_EVENT_VERSIONS } from './creation-tokens.ts';
import { PREFERENCES_EVENT_VERSIONS } from './preferences.ts';
import { VACATION_EVENT_VERSIONS } from './vacation.ts';
import { SCHEDULE_EVENT_VERSIONS } from './schedules.ts';
import { OPERATION_EVENT_VERSIONS } from './operations.ts';
import { SHIFT_TYPE_EVENT_VERSIONS } from './shift-types.ts';
import { COLLABORATION_EVENT_VERSIONS } from './collaborations.ts';
import { CALENDAR_FEED_EVENT_VERSIONS } from './calendar-feeds.ts';
import { SCHEDULE_QUALITY_EVENT_VERSIONS } from './schedule-quality.ts';
import { ABSENCE_EVENT_VERSIONS } from './absences.ts';

/** Every event type with its current schema version. A new event type must be listed here. */
export const EVENT_VERSIONS = {
  ...ACCOUNT_EVENT_VERSIONS,
  ...MEMBERSHIP_EVENT_VERSIONS,
  ...ORGANIZATION_EVENT_VERSIONS,
  ...CREATION_TOKEN_EVENT_VERSIONS,
  ...PREFERENCES_EVENT_VERSIONS,
  ...VACATION_EVENT_VERSIONS,
  ...SCHEDULE_EVENT_VERSIONS,
  ...OPERATION_EVENT_VERSIONS,
  ...SHIFT_TYPE_EVENT_VERSIONS,
  ...COLLABORATION_EVENT_VERSIONS,
  ...CALENDAR_FEED_EVENT_VERSIONS,
  ...SCHEDULE_QUALITY_EVENT_VERSIONS,
  ...ABSENCE_EVENT_VERSIONS,
} as const;

export type EventType = keyof typeof EVENT_VERSIONS;
export const EVENT_TYPES = Object.keys(EVENT_VERSIONS) as EventType[];
