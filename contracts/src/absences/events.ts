// Events of `absences-{organizationId}-{memberId}`: sick calls and other absences an admin
// records for one member. Each counts like an approved vacation for generation, hand edits and
// the calendar (the member's shifts on those days stop counting).

export interface AbsenceRecorded {
  type: 'AbsenceRecorded';
  data: { organizationId: string; memberId: string; absenceId: string; from: string; to: string; reason: string; recordedAt: string };
}

export type AbsenceEvent = AbsenceRecorded;

export const ABSENCE_EVENT_VERSIONS = { AbsenceRecorded: 1 } as const satisfies Record<AbsenceEvent['type'], number>;

export const absenceStream = (organizationId: string, memberId: string) => `absences-${organizationId}-${memberId}`;
