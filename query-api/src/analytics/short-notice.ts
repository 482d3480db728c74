import { ANALYTICS_SHORT_NOTICE_TABLE, type ShortNoticeCountRecord } from '@rostra/contracts';
import type { ReadStore } from '@rostra/platform';
import { findIn } from '../read-model.ts';

/** Each member's changes at short notice in the months `from`–`to` (`yyyy-mm`); members without any are not listed. */
export async function shortNoticeChangesOf(
  store: ReadStore,
  organizationId: string,
  from: string,
  to: string,
  memberId?: string,
): Promise<Map<string, number>> {
  const rows = await findIn<ShortNoticeCountRecord>(store, ANALYTICS_SHORT_NOTICE_TABLE, {
    where: { organization_id: organizationId, period: { gte: from, lte: to }, ...(memberId ? { member_id: memberId } : {}) },
  });
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.member_id, (counts.get(row.member_id) ?? 0) + row.changes);
  return counts;
}
