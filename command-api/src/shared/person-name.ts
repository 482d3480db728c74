import { displayName, type NameParts } from '@rostra/contracts';
import type { EventStore } from '@rostra/platform';

/** The profile name a user gave (registration, then the profile page) as of a log position. */
async function profileNameAsOf(events: Pick<EventStore, 'readStream'>, userId: string, position: bigint): Promise<string | null> {
  const named = (await events.readStream(`user-${userId}`)).filter(
    (event) => event.position <= position && (event.type === 'UserRegistered' || event.type === 'UserNameChanged'),
  );
  return (named.at(-1)?.data as { name?: string | null } | undefined)?.name ?? null;
}

/**
 * How an e-mail greets a member: the name parts the organization keeps ("Bo Berg"), else the
 * name of their profile, else their address.
 */
export async function personName(
  events: Pick<EventStore, 'readStream'>,
  person: NameParts & { userId: string | null; email: string },
  position: bigint,
): Promise<string> {
  const profile = person.userId ? await profileNameAsOf(events, person.userId, position) : null;
  return displayName(person, 'first_last', profile ?? person.email);
}
