import type { AbsenceKind, AbsenceRecord, AbsenceRecorded, MemberRemoved, VacationEvent } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';

// Who is away when, as the calendar and analytics both need it: a projection keeps its own record
// of vacation requests (counting once approved), recorded absences and removals, in a table of
// its own, so a rebuild of either never reads the other.

type Requested = Extract<VacationEvent, { type: 'VacationRequested' }>['data'];

/** A vacation request as requested: it counts once approved. */
export const vacationRecord = ({ requestId, organizationId, memberId, startDate, endDate }: Requested): AbsenceRecord => ({
  id: requestId,
  organization_id: organizationId,
  member_id: memberId,
  kind: 'vacation',
  approved: false,
  start_date: startDate,
  end_date: endDate,
});

export const absenceRecord = ({ absenceId, organizationId, memberId, from, to }: AbsenceRecorded['data']): AbsenceRecord => ({
  id: `absence:${absenceId}`,
  organization_id: organizationId,
  member_id: memberId,
  kind: 'absence',
  approved: true,
  start_date: from,
  end_date: to,
});

/** From the day of the removal on (UTC), the member's shifts no longer count. */
export const removalRecord = ({ organizationId, memberId }: MemberRemoved['data'], occurredAt: string): AbsenceRecord => ({
  id: `removed:${organizationId}:${memberId}`,
  organization_id: organizationId,
  member_id: memberId,
  kind: 'removed',
  approved: true,
  start_date: occurredAt.slice(0, 10),
  end_date: null,
});

/**
 * Changes (or with null, drops) a kept vacation request; answers the request as it was when its
 * approval, or the end of one, changes who works, else null.
 */
export async function changeVacation(
  tx: ProjectionTx,
  table: string,
  requestId: string,
  change: (vacation: AbsenceRecord) => AbsenceRecord | null,
): Promise<AbsenceRecord | null> {
  const vacation = await tx.get<AbsenceRecord>(table, requestId);
  if (!vacation) return null;
  const changed = change(vacation);
  if (changed) tx.put(table, changed);
  else tx.delete(table, requestId);
  return vacation.approved || changed?.approved ? vacation : null;
}

/** What keeps the member away that day, if anything; a removal outlasts any vacation, so it names the absence when both apply. */
export function absenceOn(absences: readonly AbsenceRecord[], memberId: string, date: string): AbsenceKind | null {
  const covering = absences.filter(
    (absence) =>
      absence.approved &&
      absence.member_id === memberId &&
      absence.start_date <= date &&
      (absence.end_date === null || date <= absence.end_date),
  );
  return covering.find((absence) => absence.kind === 'removed')?.kind ?? covering[0]?.kind ?? null;
}
