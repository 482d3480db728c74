// Every event of the log, by stream family (each in its feature's folder, contracts/src/<feature>/events.ts),
// with its current schema version.
//
// Conventions (docs/architecture.md#events):
// - Payload field names are camelCase, like the TypeScript that reads them. The API's bodies and
//   answers are snake_case by the product's contract; each feature's wire.ts translates a body into
//   command fields and a folded state back into an answer (docs/architecture.md#names-at-the-edge).
//   Values are not names: enum values such as 'approved_vacation_cancelled' stay as they are.
// - A payload is never changed in place. A change is a new version of the event (EVENT_VERSIONS);
//   the step from the previous version is an upcaster (upcasting.ts) with its test, and the event
//   stores upcast every event as they read it, so deciders, folds, projections and the solver only
//   see current versions. Writers always write the current version.
// - Every family follows these (docs/architecture.md lists the moves and their upcasters);
//   upcasting.test.ts checks that each earlier version has its step.

export * from '../accounts/events.ts';
export * from '../members/events.ts';
export * from '../organizations/events.ts';
export * from '../creation-tokens/events.ts';
export * from '../preferences/events.ts';
export * from '../vacation/events.ts';
export * from '../schedules/events.ts';
export * from '../schedules/generated-events.ts';
export * from '../operations/events.ts';
export * from '../shift-types/events.ts';
export * from '../locations/events.ts';
export * from '../skills/events.ts';
export * from '../collaborations/events.ts';
export * from '../calendar-feeds/events.ts';
export * from '../schedule-quality/events.ts';
export * from '../absences/events.ts';
export * from '../trades/events.ts';
export * from '../notifications/events.ts';
export * from '../short-notice/events.ts';
export * from '../open-shifts/events.ts';
export * from './upcasting.ts';
export * from './personal-data.ts';

import { ACCOUNT_EVENT_VERSIONS } from '../accounts/events.ts';
import { MEMBERSHIP_EVENT_VERSIONS } from '../members/events.ts';
import { ORGANIZATION_EVENT_VERSIONS } from '../organizations/events.ts';
import { CREATION_TOKEN_EVENT_VERSIONS } from '../creation-tokens/events.ts';
import { PREFERENCES_EVENT_VERSIONS } from '../preferences/events.ts';
import { VACATION_EVENT_VERSIONS } from '../vacation/events.ts';
import { SCHEDULE_EVENT_VERSIONS } from '../schedules/events.ts';
import { OPERATION_EVENT_VERSIONS } from '../operations/events.ts';
import { SHIFT_TYPE_EVENT_VERSIONS } from '../shift-types/events.ts';
import { LOCATION_EVENT_VERSIONS } from '../locations/events.ts';
import { SKILL_EVENT_VERSIONS } from '../skills/events.ts';
import { COLLABORATION_EVENT_VERSIONS } from '../collaborations/events.ts';
import { CALENDAR_FEED_EVENT_VERSIONS } from '../calendar-feeds/events.ts';
import { SCHEDULE_QUALITY_EVENT_VERSIONS } from '../schedule-quality/events.ts';
import { ABSENCE_EVENT_VERSIONS } from '../absences/events.ts';
import { TRADE_EVENT_VERSIONS } from '../trades/events.ts';
import { NOTIFICATION_EVENT_VERSIONS } from '../notifications/events.ts';
import { SHORT_NOTICE_EVENT_VERSIONS } from '../short-notice/events.ts';
import { OPEN_SHIFT_EVENT_VERSIONS } from '../open-shifts/events.ts';

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
  ...NOTIFICATION_EVENT_VERSIONS,
  ...SHORT_NOTICE_EVENT_VERSIONS,
  ...OPEN_SHIFT_EVENT_VERSIONS,
} as const;

export type EventType = keyof typeof EVENT_VERSIONS;
export const EVENT_TYPES = Object.keys(EVENT_VERSIONS) as EventType[];
