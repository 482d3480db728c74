import { collaborationCreatedV1ToV2 } from '../collaborations/upcasters.ts';
import { creationTokenIssuedV1ToV2 } from '../creation-tokens/upcasters.ts';
import type { EventType } from './index.ts';
import {
  invitationCreatedV1ToV2,
  invitationRolesChangedV1ToV2,
  memberJoinedV1ToV2,
  memberNameChangedV1ToV2,
  memberRemovedV1ToV2,
  memberRolesChangedV1ToV2,
} from '../members/upcasters.ts';
import {
  organizationCreatedV1ToV2,
  organizationProfileUpdatedV1ToV2,
  organizationSettingsChangedV1ToV2,
  schedulingConfigSetV1ToV2,
} from '../organizations/upcasters.ts';
import { adminEditsPermissionChangedV1ToV2, preferencesChangedV1ToV2 } from '../preferences/upcasters.ts';
import {
  scheduleAssignmentChangedV1ToV2,
  scheduleGeneratedV1ToV2,
  scheduleGeneratedV2ToV3,
  scheduleGeneratedV3ToV4,
  schedulePartGeneratedV1ToV2,
  scheduleRepairProposedV1ToV2,
} from '../schedules/upcasters.ts';
import { qualityReportData } from '../schedule-quality/events.ts';
import { shiftRequirementsSetV1ToV2, shiftTypeCreatedV1ToV2, shiftTypeUpdatedV1ToV2 } from '../shift-types/upcasters.ts';
import { managerNotificationRequiredV1ToV2, vacationRequestedV1ToV2, vacationReviewV1ToV2 } from '../vacation/upcasters.ts';

/** One step of an event's history: the payload of version n as the payload of version n + 1. */
export type Upcaster = (data: never) => unknown;

/**
 * Per event type, the step from each earlier version (the key) to the next. Every version below
 * the current one in EVENT_VERSIONS has its step (upcasting.test.ts checks it), so chaining them
 * reads any recorded payload as the current version.
 */
export const UPCASTERS: { readonly [T in EventType]?: Readonly<Record<number, Upcaster>> } = {
  MemberJoined: { 1: memberJoinedV1ToV2 },
  MemberRolesChanged: { 1: memberRolesChangedV1ToV2 },
  MemberRemoved: { 1: memberRemovedV1ToV2 },
  MemberNameChanged: { 1: memberNameChangedV1ToV2 },
  InvitationCreated: { 1: invitationCreatedV1ToV2 },
  InvitationRolesChanged: { 1: invitationRolesChangedV1ToV2 },
  VacationRequested: { 1: vacationRequestedV1ToV2 },
  VacationRequestApproved: { 1: vacationReviewV1ToV2 },
  VacationRequestRejected: { 1: vacationReviewV1ToV2 },
  ManagerNotificationRequired: { 1: managerNotificationRequiredV1ToV2 },
  CollaborationCreated: { 1: collaborationCreatedV1ToV2 },
  CreationTokenIssued: { 1: creationTokenIssuedV1ToV2 },
  PreferencesChanged: { 1: preferencesChangedV1ToV2 },
  AdminEditsPermissionChanged: { 1: adminEditsPermissionChangedV1ToV2 },
  OrganizationCreated: { 1: organizationCreatedV1ToV2 },
  OrganizationProfileUpdated: { 1: organizationProfileUpdatedV1ToV2 },
  OrganizationSettingsChanged: { 1: organizationSettingsChangedV1ToV2 },
  SchedulingConfigSet: { 1: schedulingConfigSetV1ToV2 },
  ShiftTypeCreated: { 1: shiftTypeCreatedV1ToV2 },
  ShiftTypeUpdated: { 1: shiftTypeUpdatedV1ToV2 },
  ShiftRequirementsSet: { 1: shiftRequirementsSetV1ToV2 },
  ScheduleAssignmentChanged: { 1: scheduleAssignmentChangedV1ToV2 },
  ScheduleRepairProposed: { 1: scheduleRepairProposedV1ToV2 },
  SchedulePartGenerated: { 1: schedulePartGeneratedV1ToV2 },
  ScheduleGenerated: { 1: scheduleGeneratedV1ToV2, 2: scheduleGeneratedV2ToV3, 3: scheduleGeneratedV3ToV4 },
  // Version 1 recorded the API's report.
  ScheduleQualityReported: { 1: qualityReportData },
};

/**
 * A recorded payload as its type's current version. Types without upcasters (and types this
 * build does not know) pass through unchanged. Pure: the event stores call it as they decode.
 */
export function upcast(type: string, version: number, data: unknown): { version: number; data: unknown } {
  const steps = (UPCASTERS as Partial<Record<string, Readonly<Record<number, (data: unknown) => unknown>>>>)[type];
  let current = { version, data };
  for (let step = steps?.[current.version]; step; step = steps?.[current.version]) {
    current = { version: current.version + 1, data: step(current.data) };
  }
  return current;
}
