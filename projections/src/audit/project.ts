import {
  AUDIT_TABLE,
  type MemberLocationsSet,
  type MemberSkillsSet,
  type MembershipEvent,
  type OrganizationDeleted,
  type PreferencesChanged,
  type ShiftTypeCreated,
  type ShiftTypeUpdated,
  type OpenShiftEvent,
  type TradeEvent,
  type VacationEvent,
} from '@rostra/contracts';
import { projectionOf, type EventHandlers, type ProjectionTx, type RecordedEvent } from '@rostra/platform';
import { AUDIT_CONTEXT_TABLE, people, shiftTypes } from './context.ts';
import { positionKey, type AuditRow, type Describer, type Describers } from './entry.ts';
import { memberLocationsDescribers, memberSkillsDescribers, membershipDescribers, organizationDescribers } from './membership.ts';
import { preferencesDescribers } from './preferences.ts';
import { scheduleDescribers, type AuditedScheduleEvent } from './schedules.ts';
import { tradeDescribers } from './trades.ts';
import { openShiftDescribers } from './open-shifts.ts';
import { vacationDescribers } from './vacation.ts';

export type { AuditRow } from './entry.ts';

type Audited =
  | VacationEvent
  | MembershipEvent
  | MemberLocationsSet
  | MemberSkillsSet
  | PreferencesChanged
  | AuditedScheduleEvent
  | TradeEvent
  | OpenShiftEvent
  | OrganizationDeleted;

const DESCRIBERS: Describers<Audited> = {
  ...vacationDescribers,
  ...membershipDescribers,
  ...memberLocationsDescribers,
  ...memberSkillsDescribers,
  ...preferencesDescribers,
  ...scheduleDescribers,
  ...tradeDescribers,
  ...openShiftDescribers,
  ...organizationDescribers,
};

/** The event types that make audit entries; every other type is listed as not audited in project.test.ts. */
export const AUDITED_EVENT_TYPES: readonly string[] = Object.keys(DESCRIBERS);

/** Writes the entry the event's describer makes of it, if any, with who, for whom and when. */
async function record(describe: Describer, event: RecordedEvent, tx: ProjectionTx): Promise<void> {
  const described = await describe(event, tx);
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
}

/** Each audited type's handler records what its describer says of the event. */
function recording(describers: Describers<Audited>): EventHandlers<Audited> {
  const entries = Object.entries(describers as Record<string, Describer>);
  return Object.fromEntries(
    entries.map(([type, describe]) => [type, (event: RecordedEvent, tx: ProjectionTx) => record(describe, event, tx)]),
  );
}

/**
 * The audit trail: one entry per change to vacation requests, roles and memberships, preferences
 * changed on someone's behalf and schedule generations, with who (the metadata's actor), for whom,
 * what (kind, summary, before → after) and when. Entries are only ever added: deleting an
 * organization keeps them. The row id is the log position, so pages follow log order.
 */
/** Not audited, but remembered: a hand edit's entry names its shift as the shift type was named then. */
const shiftTypeContext: EventHandlers<ShiftTypeCreated | ShiftTypeUpdated> = {
  ShiftTypeCreated: ({ data }, tx) =>
    shiftTypes.put(tx, data.organizationId, data.shiftTypeId, { name: data.name, start_time: data.startTime }),
  async ShiftTypeUpdated({ data }, tx) {
    const known = await shiftTypes.get(tx, data.organizationId, data.shiftTypeId);
    if (!known) return;
    const { name = known.name, startTime: start_time = known.start_time } = data.changes;
    shiftTypes.put(tx, data.organizationId, data.shiftTypeId, { name, start_time });
  },
};

export const auditProjection = projectionOf<Audited | ShiftTypeCreated | ShiftTypeUpdated>({
  name: 'audit',
  // 2: hand edits name their shift.
  version: 2,
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
  on: { ...recording(DESCRIBERS), ...shiftTypeContext },
});
