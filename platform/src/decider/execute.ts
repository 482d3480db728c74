import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore, NewEvent } from '../event-store/port.ts';
import { WrongExpectedRevisionError } from '../event-store/port.ts';
import { fold, type Decider, type DomainEvent } from './decider.ts';

/** Who is acting, on whose behalf, and in which flow: becomes every event's metadata (the audit trail). */
export interface CommandContext {
  actorUserId: string | null;
  actorEmail: string | null;
  organizationId?: string | null;
  subjectMemberId?: string | null;
  correlationId?: string;
  causationId?: string | null;
  /** ISO instant from the service's Clock: the audit trail's time, never the wall clock read here. */
  occurredAt: string;
}

export interface Executed<State, Event> {
  events: Event[];
  state: State;
  /** Position of the last appended event, or null when the decision appended nothing. */
  position: bigint | null;
}

/** Every event type's current schema version; a type missing here is a programming error. */
export type EventVersions = Readonly<Record<string, number>>;

/** Enough for dozens of writers racing on one stream: each round, one of them wins. */
const MAX_ATTEMPTS = 100;

function backoff(attempt: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 * attempt)));
}

export function toMetadata(context: CommandContext): EventMetadata {
  return {
    actorUserId: context.actorUserId,
    actorEmail: context.actorEmail,
    organizationId: context.organizationId ?? null,
    subjectMemberId: context.subjectMemberId ?? null,
    correlationId: context.correlationId ?? randomUUID(),
    causationId: context.causationId ?? null,
    occurredAt: context.occurredAt,
  };
}

/**
 * Loads a stream, decides, and appends with the revision the decision was based on. When
 * another writer got there first, the decision is taken again on the new state, so concurrent
 * commands are serialised per stream and no invariant rests on stale data.
 */
export async function execute<Command, State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<Command, State, Event>,
  command: Command,
  context: CommandContext,
  versions: EventVersions,
): Promise<Executed<State, Event>> {
  const metadata = toMetadata(context);
  for (let attempt = 1; ; attempt += 1) {
    const recorded = await store.readStream(streamId);
    const state = fold(
      decider,
      recorded.map((event) => ({ type: event.type, data: event.data }) as Event),
    );
    const events = decider.decide(command, state);
    if (events.length === 0) return { events, state, position: null };
    const expectedRevision = recorded.length === 0 ? 'no_stream' : recorded.at(-1)!.revision;
    try {
      const { position } = await store.append(
        streamId,
        events.map((event) => envelope(event, metadata, versions)),
        { expectedRevision },
      );
      return { events, state: events.reduce(decider.evolve, state), position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
}

function envelope(event: DomainEvent, metadata: EventMetadata, versions: EventVersions): NewEvent {
  const version = versions[event.type];
  if (version === undefined) throw new Error(`No schema version registered for event type ${event.type}`);
  return { id: randomUUID(), type: event.type, version, data: event.data, metadata };
}
