import { AUDIT_KINDS, AUDIT_TABLE, AUDIT_TEXT, type AuditEntry, type AuditQuery, type AuditRecord } from '@rostra/contracts';
import { badRequest, type ReadStore, type Where } from '@rostra/platform';
import { findIn } from '../read-model.ts';
import { fromInstant, untilInstant } from './instants.ts';

export type AuditRow = AuditRecord;

export type AuditFilter = Omit<AuditQuery, 'limit' | 'format' | 'cursor'>;

// The cursor is the row id (the zero-padded log position of the last entry of a page), opaque to clients.
export const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');
export function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString();
  if (!/^\d{40}$/.test(id)) throw badRequest(`cursor: ${AUDIT_TEXT.badCursor}`);
  return id;
}

function where(organizationId: string, filter: AuditFilter, zone: string, before: string | null): Where {
  const conditions: Where = { organization_id: organizationId };
  if (filter.kind) conditions[(AUDIT_KINDS as readonly string[]).includes(filter.kind) ? 'kind' : 'category'] = filter.kind;
  if (filter.member) conditions.member_id = filter.member;
  if (filter.actor)
    conditions[filter.actor.includes('@') ? 'actor_email' : 'actor_user_id'] = filter.actor.includes('@')
      ? filter.actor.toLowerCase()
      : filter.actor;
  if (filter.request) conditions.request_id = filter.request;
  if (filter.from || filter.to) {
    conditions.occurred_at = {
      ...(filter.from ? { gte: fromInstant(filter.from, zone) } : {}),
      ...(filter.to ? { lt: untilInstant(filter.to, zone) } : {}),
    };
  }
  if (before) conditions.id = { lt: before };
  return conditions;
}

/** One page, newest first: the entries after the cursor, and the cursor of the next page when there is one. */
export async function auditPage(
  store: ReadStore,
  organizationId: string,
  filter: AuditFilter,
  zone: string,
  cursor: string | null,
  limit: number,
) {
  const rows = await findIn<AuditRow>(store, AUDIT_TABLE, {
    where: where(organizationId, filter, zone, cursor),
    sort: [{ field: 'id', direction: 'desc' }],
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return { rows: page, next: rows.length > limit ? page.at(-1)!.id : null };
}

/** Every matching entry, newest first, a page at a time (for the CSV export). */
export async function* allAuditRows(store: ReadStore, organizationId: string, filter: AuditFilter, zone: string): AsyncGenerator<AuditRow> {
  for (let cursor: string | null = null; ;) {
    const { rows, next } = await auditPage(store, organizationId, filter, zone, cursor, 1000);
    yield* rows;
    if (!next) return;
    cursor = next;
  }
}

export function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.event_id,
    kind: row.kind,
    occurred_at: row.occurred_at,
    actor: { user_id: row.actor_user_id, email: row.actor_email },
    member: row.member_id ? { id: row.member_id, email: row.member_email, name: row.member_name } : null,
    request_id: row.request_id,
    summary: row.summary,
    before: row.before,
    after: row.after,
    details: row.details,
    short_notice: row.short_notice === true,
  };
}
