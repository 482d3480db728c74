import { DEFAULT_PREFERENCES, EVENT_VERSIONS, type EventType, type PreferenceValues, type ScheduledShift } from '@rostra/contracts';
import type { EventMetadata, NewEvent } from '@rostra/platform';

// Builders of valid events for generated histories (history.ts): the payloads the command side
// appends, with metadata saying who acted for whom and when.

export interface Actor {
  userId: string | null;
  email: string | null;
}

/** A deterministic pseudo-random source (mulberry32), so a history is the same for the same seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof random>;

export function event(
  type: EventType,
  data: object,
  actor: Actor,
  at: string,
  context: { organizationId?: string | null; subjectMemberId?: string | null } = {},
): NewEvent {
  const metadata: EventMetadata = {
    actorUserId: actor.userId,
    actorEmail: actor.email,
    organizationId: context.organizationId ?? null,
    subjectMemberId: context.subjectMemberId ?? null,
    correlationId: `c-${at}`,
    causationId: null,
    occurredAt: at,
  };
  return { type, version: EVENT_VERSIONS[type], data, metadata };
}

export const NO_NAME = { firstName: null, middleName: null, lastName: null, preferredName: null };

export function preferences(rng: Random, shiftTypeIds: readonly string[]): PreferenceValues {
  const min = 1 + rng.int(3);
  return {
    ...DEFAULT_PREFERENCES,
    shift_preferences: Object.fromEntries(shiftTypeIds.filter(() => rng.chance(0.6)).map((id) => [id, 1 + rng.int(10)])),
    min_consecutive_days: min,
    max_consecutive_days: min + rng.int(5),
    available_weekdays: { 0: rng.chance(0.7), 1: true, 2: true, 3: rng.chance(0.9), 4: true, 5: true, 6: rng.chance(0.7) },
    reason: rng.chance(0.3) ? 'School run, "mornings" only, please' : null,
  };
}

/** What a change did to each field, as the preferences decider records it. */
export function changes(before: PreferenceValues, after: PreferenceValues): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    (Object.keys(after) as (keyof PreferenceValues)[])
      .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
      .map((field) => [field, { from: before[field], to: after[field] }]),
  );
}

/** A month's schedule: each day, each shift type staffed by members in turn. */
export function assignments(
  year: number,
  month: number,
  shiftTypeIds: readonly string[],
  memberIds: readonly string[],
  perShift: number,
): ScheduledShift[] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const shifts: ScheduledShift[] = [];
  let turn = 0;
  for (let day = 1; day <= days && memberIds.length > 0; day += 1) {
    const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    for (const shift_type_id of shiftTypeIds) {
      for (let position = 1; position <= perShift; position += 1)
        shifts.push({ date, shift_type_id, member_id: memberIds[turn++ % memberIds.length]!, position });
    }
  }
  return shifts;
}
