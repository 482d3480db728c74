// Every event of the log, by stream family, with its current schema version.
//
// Conventions (docs/architecture.md#events):
// - Payload field names are camelCase, like the TypeScript that reads them. The API's bodies and
//   answers are snake_case by the product's contract: the command side translates a body into
//   command fields at the edge, and projections and routes translate back into rows and answers.
//   Values are not names: enum values such as 'approved_vacation_cancelled' stay as they are.
// - A payload is never changed in place. A change is a new version of the event (EVENT_VERSIONS);
//   the step from the previous version is an upcaster (upcasting.ts) with its test, and the event
//   stores upcast every event as they read it, so deciders, folds, projections and the solver only
//   see current versions. Writers always write the current version.
// - Every family follows these (docs/architecture.md lists the moves and their upcasters);
//   upcasting.test.ts checks that each earlier version has its step.

export * from './accounts.ts';
export * from './membership.ts';
export * from './organizations.ts';
export * from './creation-tokens.ts';
export * from './preferences.ts';
export * from './vacation.ts';
export * from './schedules.ts';
export * from './schedules-generated.ts';
export * from './operations.ts';
export * from './shift-types.ts';
export * from './locations.ts';
export * from './skills.ts';
export * from './collaborations.ts';
export * from './calendar-feeds.ts';
export * from './schedule-quality.ts';
export * from './absences.ts';
export * from './trades.ts';
export * from './upcasting.ts';
export * from './personal-data.ts';

import { ACCOUNT_EVENT_VERSIONS } from './accounts.ts';
import { MEMBERSHIP_EVENT_VERSIONS } from './membership.ts';
import { ORGANIZATION_EVENT_VERSIONS } from './organizations.ts';
import { CREATION_TOKEN_EVENT_VERSIONS } from './creation-tokens.ts';
import { PREFERENCES_EVENT_VERSIONS } from './preferences.ts';
import { VACATION_EVENT_VERSIONS } from './vacation.ts';
import { SCHEDULE_EVENT_VERSIONS } from './schedules.ts';
import { OPERATION_EVENT_VERSIONS } from './operations.ts';
import { SHIFT_TYPE_EVENT_VERSIONS } from './shift-types.ts';
import { LOCATION_EVENT_VERSIONS } from './locations.ts';
import { SKILL_EVENT_VERSIONS } from './skills.ts';
import { COLLABORATION_EVENT_VERSIONS } from './collaborations.ts';
import { CALENDAR_FEED_EVENT_VERSIONS } from './calendar-feeds.ts';
import { SCHEDULE_QUALITY_EVENT_VERSIONS } from './schedule-quality.ts';
import { ABSENCE_EVENT_VERSIONS } from './absences.ts';
import { TRADE_EVENT_VERSIONS } from './trades.ts';

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
  ...LOCATION_EVENT_VERSIONS,
  ...SKILL_EVENT_VERSIONS,
  ...COLLABORATION_EVENT_VERSIONS,
  ...CALENDAR_FEED_EVENT_VERSIONS,
  ...SCHEDULE_QUALITY_EVENT_VERSIONS,
  ...ABSENCE_EVENT_VERSIONS,
  ...TRADE_EVENT_VERSIONS,
} as const;

export type EventType = keyof typeof EVENT_VERSIONS;
export const EVENT_TYPES = Object.keys(EVENT_VERSIONS) as EventType[];
