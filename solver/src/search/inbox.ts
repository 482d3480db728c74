import type { RensNeighbourhood } from './rens.ts';

/**
 * Schedules shared by the other solver thread, and RENS neighbourhoods it hands over. A thread's
 * work is synchronous, so messages arrive only when it yields: `drain` gives the event loop one
 * turn, then hands over what came; the neighbourhoods wait for `takeNeighbourhood`.
 */
export class Inbox {
  private readonly items: Int16Array[] = [];
  private readonly hoods: RensNeighbourhood[] = [];

  push(sched: Int16Array): void {
    this.items.push(sched);
  }

  pushNeighbourhood(hood: RensNeighbourhood): void {
    this.hoods.push(hood);
  }

  async drain(): Promise<Int16Array[]> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return this.items.splice(0);
  }

  takeNeighbourhood(): RensNeighbourhood | undefined {
    return this.hoods.shift();
  }
}
