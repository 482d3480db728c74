import { absenceStream, exportedAbsence, type AbsenceEvent, type ExportedAbsence } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';

/** The absences an admin recorded for the member, with their reasons, from the member's absence stream. */
export async function absencesOf(events: EventStore, organizationId: string, memberId: string): Promise<ExportedAbsence[]> {
  const recorded = await events.readStream(absenceStream(organizationId, memberId));
  return recorded.map((stored) => {
    const { data } = { type: stored.type, data: stored.data } as AbsenceEvent;
    return exportedAbsence(data);
  });
}
