import { CALENDAR_TABLES, type CalendarDayRecord, type ShortNoticeChangesRecorded } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';

/**
 * The assignments a short-notice change put someone on carry `short_notice`, in the draft and the
 * published version alike (a publication copies the draft's). One taken off has no entry to mark:
 * the audit trail and analytics count it.
 */
export async function markShortNotice(tx: ProjectionTx, { organizationId, changes }: ShortNoticeChangesRecorded['data']): Promise<void> {
  const added = changes.filter((change) => change.action === 'assign');
  for (const { days } of [CALENDAR_TABLES.draft, CALENDAR_TABLES.published])
    for (const date of new Set(added.map((change) => change.date))) {
      const day = await tx.get<CalendarDayRecord>(days, `${organizationId}:${date}`);
      if (!day) continue;
      const marked = (assignment: CalendarDayRecord['assignments'][number]) =>
        added.some(
          (change) => change.date === date && change.shiftTypeId === assignment.shift_type_id && change.memberId === assignment.member_id,
        );
      tx.put(days, {
        ...day,
        assignments: day.assignments.map((assignment) => (marked(assignment) ? { ...assignment, short_notice: true } : assignment)),
      });
    }
}
