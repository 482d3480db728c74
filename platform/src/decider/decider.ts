import type { AppError } from '../http/errors.ts';

/** A domain event as a decider sees it: a type and its data. Envelope fields are added on append. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/**
 * The decider pattern: `decide` turns a command and the current state into new events (or throws
 * an AppError naming why not); `evolve` folds an event into the state. Both pure: time, ids and
 * secrets arrive inside the command.
 */
export interface Decider<Command, State, Event extends DomainEvent> {
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State): Event[];
}

export type { AppError };

export function fold<State, Event extends DomainEvent>(
  decider: Pick<Decider<never, State, Event>, 'initialState' | 'evolve'>,
  events: readonly Event[],
): State {
  return events.reduce(decider.evolve, decider.initialState);
}
