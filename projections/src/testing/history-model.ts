import type { PreferenceValues, ScheduledShift } from '@rostra/contracts';
import type { NewEvent } from '@rostra/platform';
import { event, preferences, type Actor, type Random } from './history-events.ts';

// The state a generated history keeps (history.ts): organizations, their members, and time.

export interface Append {
  stream: string;
  events: NewEvent[];
}

export interface Member extends Actor {
  memberId: string;
  userId: string;
  email: string;
  is_admin: boolean;
  sets: { employee_requested: PreferenceValues; admin_set: PreferenceValues };
  vacations: number;
}

export interface Organization {
  id: string;
  founder: Member;
  members: Member[];
  shiftTypeIds: string[];
  collaborations: string[];
  invited: number;
}

/** A month as published, with the people a trade or an open shift on it involves. */
export interface PublishedMonth {
  organizationId: string;
  year: number;
  month: number;
  stream: string;
  shifts: readonly ScheduledShift[];
  members: readonly Member[];
  admin: Actor;
}

export const DAY = 86_400_000;
export const START = Date.UTC(2024, 0, 1);

export class Timeline {
  private tick = 0;
  constructor(private readonly monthIndex: number) {}
  /** Every append a minute after the last, within the month. */
  next(): string {
    this.tick += 1;
    return new Date(START + this.monthIndex * 31 * DAY + this.tick * 60_000).toISOString();
  }
}

export function newMember(rng: Random, organizationId: string, n: number): Member {
  const userId = `u-${organizationId}-${n}`;
  return {
    memberId: `m-${organizationId}-${n}`,
    userId,
    email: `${userId}@example.com`,
    is_admin: n === 0 || rng.chance(0.1),
    vacations: 0,
    sets: { employee_requested: preferences(rng, []), admin_set: preferences(rng, []) },
  };
}

export const roles = (member: Member) => ({ isAdmin: member.is_admin, isEmployee: true });

export function* register(member: Member, at: string): Generator<Append> {
  const self: Actor = { userId: member.userId, email: member.email };
  yield { stream: `user-email-${member.email}`, events: [event('EmailClaimed', { email: member.email, userId: member.userId }, self, at)] };
  yield {
    stream: `user-${member.userId}`,
    events: [event('UserRegistered', { userId: member.userId, email: member.email, name: null, passwordHash: 'scrypt$x' }, self, at)],
  };
}
