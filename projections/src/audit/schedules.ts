import {
  type AbsenceRecorded,
  type ScheduleRepairApplied,
  type ScheduleAssignmentChanged,
  type ScheduleCleared,
  type SchedulePublished,
  type ScheduleGenerated,
  type ScheduleGenerationFailed,
  type ScheduleGenerationRequested,
} from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';
import { generations, shiftTypes } from './context.ts';
import type { Described, Describers } from './entry.ts';

const month = (year: number, value: number) => `${year}-${String(value).padStart(2, '0')}`;

/** The solver appends the outcome; the entry names the admin who asked for the generation. */
async function outcome(
  tx: ProjectionTx,
  requestId: string,
  organizationId: string | null,
): Promise<Omit<Described, 'kind' | 'summary'> & { label: string }> {
  const asked = await generations.get(tx, requestId);
  const details = { request_id: requestId, year: asked?.year ?? null, month: asked?.month ?? null };
  return {
    label: asked ? month(asked.year, asked.month) : 'a month',
    details,
    ...(asked
      ? { actor: { userId: asked.actor_user_id, email: asked.actor_email }, organizationId: asked.organization_id }
      : organizationId
        ? { organizationId }
        : {}),
  };
}

/** The schedule events the trail records. */
export type AuditedScheduleEvent =
  | ScheduleGenerationRequested
  | ScheduleGenerated
  | ScheduleGenerationFailed
  | SchedulePublished
  | ScheduleAssignmentChanged
  | AbsenceRecorded
  | ScheduleRepairApplied
  | ScheduleCleared;

export const scheduleDescribers: Describers<AuditedScheduleEvent> = {
  ScheduleGenerationRequested: (recorded, tx) => {
    const { organizationId, year, month: m, requestId } = recorded.data;
    const { actorUserId, actorEmail } = recorded.metadata;
    generations.put(tx, requestId, {
      organization_id: organizationId,
      year,
      month: m,
      actor_user_id: actorUserId,
      actor_email: actorEmail,
    });
    return {
      kind: 'schedule.generation_requested',
      summary: `Schedule generation requested for ${month(year, m)}`,
      details: { request_id: requestId, year, month: m },
    };
  },
  ScheduleGenerated: async (recorded, tx) => {
    const { requestId, status, assignedShifts: assigned } = recorded.data;
    const { label, details, ...rest } = await outcome(tx, requestId, recorded.metadata.organizationId);
    return {
      kind: 'schedule.generated',
      summary: `Schedule for ${label} generated (${status}, ${assigned} shifts assigned)`,
      details: { ...details, status, assignments: assigned },
      ...rest,
    };
  },
  ScheduleGenerationFailed: async (recorded, tx) => {
    const { requestId, status, problems } = recorded.data;
    const { label, details, ...rest } = await outcome(tx, requestId, recorded.metadata.organizationId);
    return {
      kind: 'schedule.generation_failed',
      summary: `Schedule generation for ${label} failed: ${status}`,
      details: { ...details, status, problems },
      ...rest,
    };
  },
  SchedulePublished: (recorded) => {
    const { year, month: m, requestId, revision } = recorded.data;
    return {
      kind: 'schedule.published',
      summary: `Schedule for ${month(year, m)} published`,
      details: { year, month: m, request_id: requestId, revision },
    };
  },
  ScheduleAssignmentChanged: async (recorded, tx) => {
    const { organizationId, date, shiftTypeId, memberId, action, overrideReason, violations } = recorded.data;
    // Named as the shift type was named then; one the trail never saw created stays "a shift".
    const shiftType = await shiftTypes.get(tx, organizationId, shiftTypeId);
    const shift = shiftType ? `${shiftType.name} ${shiftType.start_time}` : 'a shift';
    const what = action === 'assign' ? `Assigned to ${shift} on ${date}` : `Taken off ${shift} on ${date}`;
    const overridden =
      violations.length > 0 ? `, overriding ${violations.map((violation) => violation.rule).join(', ')}: ${overrideReason}` : '';
    return {
      kind: action === 'assign' ? 'schedule.assigned' : 'schedule.unassigned',
      summary: `${what}${overridden}`,
      details: {
        date,
        shift_type_id: shiftTypeId,
        shift_type_name: shiftType?.name ?? null,
        member_id: memberId,
        override_reason: overrideReason,
        violations,
      },
    };
  },
  AbsenceRecorded: (recorded) => {
    const { absenceId, from, to, reason } = recorded.data;
    return {
      kind: 'absence.recorded',
      summary: `Absence recorded from ${from} to ${to}: ${reason}`,
      details: { absence_id: absenceId, from, to, reason },
    };
  },
  ScheduleRepairApplied: (recorded) => {
    const { year, month: m, proposalId } = recorded.data;
    return {
      kind: 'schedule.repaired',
      summary: `Repair applied to the schedule for ${month(year, m)}`,
      details: { year, month: m, proposal_id: proposalId },
    };
  },
  ScheduleCleared: (recorded) => {
    const { year, month: m } = recorded.data;
    return { kind: 'schedule.cleared', summary: `Schedule for ${month(year, m)} cleared`, details: { year, month: m } };
  },
};
