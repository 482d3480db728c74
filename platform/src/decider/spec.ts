import { expect } from 'vitest';
import { AppError, type ErrorCode } from '../http/errors.ts';
import type { Decider, DomainEvent } from './decider.ts';

/**
 * Decider specifications read as given / when / then:
 *   given(decider, [past events]).when(command).then([new events])
 *   given(decider, [past events]).when(command).thenFails('conflict', 'Exact text the user sees')
 */
export function given<Command, State, Event extends DomainEvent>(decider: Decider<Command, State, Event>, history: Event[] = []) {
  const state = history.reduce(decider.evolve, decider.initialState);
  return {
    when(command: Command) {
      const decide = () => decider.decide(command, state);
      return {
        then(expected: Event[]) {
          expect(decide()).toEqual(expected);
        },
        thenFails(code: ErrorCode, detail: string | RegExp) {
          let failure: unknown;
          try {
            decide();
          } catch (error) {
            failure = error;
          }
          expect(failure, 'the command was expected to be refused').toBeInstanceOf(AppError);
          expect((failure as AppError).code).toBe(code);
          if (typeof detail === 'string') expect((failure as AppError).detail).toBe(detail);
          else expect((failure as AppError).detail).toMatch(detail);
        },
        /** For assertions on part of the events, e.g. generated ids. */
        events: decide,
      };
    },
  };
}
