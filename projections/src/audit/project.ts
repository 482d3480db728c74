import { AUDIT_TABLE } from '@rostra/contracts';
import type { Projection, RecordedEvent } from '@rostra/platform';
import { AUDIT_CONTEXT_TABLE, people } from './context.ts';
import { positionKey, type AuditRow, type Describer } from './entry.ts';
import { membershipDescribers, organizationDescribers } from './membership.ts';
import { preferencesDescribers } from './preferences.ts';
import { scheduleDescribers } from './schedules.ts';
import { vacationDescribers } from './vacation.ts';

export type { AuditRow } from './entry.ts';

const DESCRIBERS: Record<string, Describer> = {
  ...vacationDescribers,
  ...membershipDescribers,
  ...preferencesDescribers,
  ...scheduleDescribers,
  ...organizationDescribers,
};

/** The event types that make audit entries; every other type is listed as not audited in project.test.ts. */
export const AUDITED_EVENT_TYPES: readonly string[] = Object.keys(DESCRIBERS);

/**
 * The audit trail: one entry per change to vacation requests, roles and memberships, preferences
 * changed on someone's behalf and schedule generations, with who (the metadata's actor), for whom,
 * what (kind, summary, before → after) and when. Entries are only ever added: deleting an
 * organization keeps them. The row id is the log position, so pages follow log order.
 */
export const auditProjection: Projection = {
  name: 'audit',
  version: 1,
  tables: [
    {
      name: AUDIT_TABLE,
      indexes: [
        { fields: ['organization_id', 'id'] },
        { fields: ['organization_id', 'category', 'id'] },
        { fields: ['organization_id', 'member_id', 'id'] },
        { fields: ['organization_id', 'actor_user_id', 'id'] },
        { fields: ['organization_id', 'request_id', 'id'] },
      ],
    },
    { name: AUDIT_CONTEXT_TABLE },
  ],
  eventTypes: AUDITED_EVENT_TYPES,
  async apply(event: RecordedEvent, tx) {
    const described = await DESCRIBERS[event.type]?.(event, tx);
    const organizationId = described?.organizationId ?? event.metadata.organizationId;
    if (!described || !organizationId) return;
    const {
      kind,
      summary,
      memberId = event.metadata.subjectMemberId ?? null,
      requestId = null,
      before = null,
      after = null,
      details = {},
    } = described;
    const actor = described.actor ?? { userId: event.metadata.actorUserId, email: event.metadata.actorEmail };
    const person = memberId ? await people.get(tx, memberId) : null;
    tx.put(AUDIT_TABLE, {
      id: positionKey(event.position),
      event_id: event.id,
      organization_id: organizationId,
      kind,
      category: kind.split('.')[0]!,
      occurred_at: event.metadata.occurredAt,
      actor_user_id: actor.userId,
      actor_email: actor.email,
      member_id: memberId,
      member_email: person?.email ?? null,
      member_name: person?.name ?? null,
      request_id: requestId,
      summary,
      before,
      after,
      details,
    } satisfies AuditRow);
  },
};
