import type { ApiClient } from './api-client.ts';
import type { SchedulingWorld } from './scheduling-world.ts';

const DAY = 86_400_000;

/** Asking for vacation in the scheduling world's organization, on its clock. */
export function vacationSteps(w: SchedulingWorld) {
  return {
    /** A UTC calendar date `days` from the server's now (the organization's zone is UTC unless a test says otherwise). */
    day: (days: number) => new Date(Date.now() + w.clock.offset + days * DAY).toISOString().slice(0, 10),
    /** The employee `client` asks for the days from `start_date` to `end_date`. */
    ask: (client: ApiClient, start_date: string, end_date: string, extra: object = {}) =>
      client.post(w.path('/my-vacation-requests'), { start_date, end_date, ...extra }),
  };
}
