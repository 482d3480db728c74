import type { AuditEntry } from '@rostra/contracts';
import { csvRow } from '../shared/csv.ts';

export const CSV_COLUMNS = [
  'occurred_at',
  'kind',
  'actor_email',
  'actor_user_id',
  'member_id',
  'member_email',
  'member_name',
  'request_id',
  'summary',
  'before',
  'after',
  'details',
  'short_notice',
] as const;

export function entryRow(entry: AuditEntry): string {
  return csvRow([
    entry.occurred_at,
    entry.kind,
    entry.actor.email,
    entry.actor.user_id,
    entry.member?.id,
    entry.member?.email,
    entry.member?.name,
    entry.request_id,
    entry.summary,
    entry.before,
    entry.after,
    entry.details,
    entry.short_notice === true,
  ]);
}
