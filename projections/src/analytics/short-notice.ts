import { ANALYTICS_SHORT_NOTICE_TABLE, monthKey, type ShortNoticeChangesRecorded, type ShortNoticeCountRecord } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';

/** Each member's changes at short notice, by the month of the shifts: one for each shift they were put on or taken off. */
export async function countShortNotice(
  tx: ProjectionTx,
  { organizationId, year, month, changes }: ShortNoticeChangesRecorded['data'],
): Promise<void> {
  const period = monthKey(year, month);
  const byMember = new Map<string, number>();
  for (const { memberId } of changes) byMember.set(memberId, (byMember.get(memberId) ?? 0) + 1);
  for (const [memberId, count] of byMember) {
    const id = `${organizationId}:${period}:${memberId}`;
    const row = await tx.get<ShortNoticeCountRecord>(ANALYTICS_SHORT_NOTICE_TABLE, id);
    tx.put(ANALYTICS_SHORT_NOTICE_TABLE, {
      id,
      organization_id: organizationId,
      period,
      member_id: memberId,
      changes: (row?.changes ?? 0) + count,
    } satisfies ShortNoticeCountRecord);
  }
}
