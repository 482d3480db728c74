import type { AuditEntry } from '@rostra/contracts';

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
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with a quote
 * mark: notes are typed by users, and an export must not execute them.
 */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

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
  ]);
}
