import { PERSONAL_DATA, type EventType, type PersonalKind } from '@rostra/contracts';
import type { EventMetadata, NewEvent } from '../../event-store/port.ts';

/** Every value a personal field gets in tests carries this marker, so a scan finds any leak. */
export const MARKER = 'Zyxq';

const VALUES: Record<PersonalKind, string> = {
  name: `${MARKER} Ann Ødegård`,
  'name-part': `${MARKER}part`,
  email: `ann.${MARKER.toLowerCase()}@example.com`,
  text: `${MARKER} surgery on the knee`,
  device: `${MARKER}Browser/1.0`,
};

/** The ids every subject of the registry is named by: one user, one member (invited: the invitation's id is the member's), one token. */
const IDS = {
  userId: 'u1',
  memberId: 'm1',
  invitationId: 'm1',
  tokenId: 't1',
  invitedByUserId: 'u1',
  reviewerUserId: 'u1',
  managerUserId: 'u1',
  organizationId: 'o1',
};

export const metadataOf = (actorUserId = 'u1'): EventMetadata => ({
  actorUserId,
  actorEmail: `actor.${MARKER.toLowerCase()}@example.com`,
  organizationId: 'o1',
  correlationId: 'c1',
  causationId: null,
  occurredAt: '2026-03-01T08:00:00.000Z',
});

function place(target: Record<string, unknown>, parts: string[], value: unknown): void {
  const [head, next, ...rest] = parts;
  if (head === undefined) return;
  if (next === undefined) {
    target[head] = value;
    return;
  }
  if (next === '*') {
    // A record keyed by member id (`memberNames.*`), or a list of rows naming their member (`items.*.name`).
    if (rest.length === 0) target[head] = { [IDS.memberId]: value };
    else {
      // A row about one member, or a reason about two.
      const row: Record<string, unknown> = { memberId: IDS.memberId, memberIds: [IDS.memberId, 'm2'], employeeIds: [IDS.memberId, 'm2'] };
      place(row, rest, value);
      target[head] = [row];
    }
    return;
  }
  const inner = (target[head] as Record<string, unknown> | undefined) ?? {};
  target[head] = inner;
  place(inner, [next, ...rest], value);
}

/** An event of the type with every personal field the registry names set to a marked value. */
export function personalEventOf(type: EventType): NewEvent {
  const data: Record<string, unknown> = { ...IDS };
  for (const { path, kind } of PERSONAL_DATA[type]) place(data, path.split('.'), VALUES[kind]);
  return { type, version: 1, data, metadata: metadataOf() };
}

/** The event types that hold personal fields. */
export const PERSONAL_EVENT_TYPES = (Object.keys(PERSONAL_DATA) as EventType[]).filter((type) => PERSONAL_DATA[type].length > 0);
