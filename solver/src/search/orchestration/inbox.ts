import type { Multipliers } from '../heuristics/lagrangian-primal.ts';
import type { RensNeighbourhood } from '../exact/rens.ts';
import { now } from './clock.ts';

/**
 * Schedules shared by the other solver thread, RENS neighbourhoods it hands over, and the
 * Lagrangian bound's multipliers. A thread's work is synchronous, so messages arrive only when it
 * yields: `drain` gives the event loop one turn, then hands over what came; the neighbourhoods and
 * the multipliers wait for `takeNeighbourhood` and `takeMultipliers`.
 */
export class Inbox {
  private readonly items: Int16Array[] = [];
  private readonly hoods: RensNeighbourhood[] = [];
  private multipliers: Multipliers | undefined;
  /** Neighbourhoods received so far, taken or not. */
  private received = 0;

  push(sched: Int16Array): void {
    this.items.push(sched);
  }

  pushNeighbourhood(hood: RensNeighbourhood): void {
    this.hoods.push(hood);
    this.received++;
  }

  /** Whether more neighbourhoods have been relayed (`relayed`, WorkerTask.handed) than this inbox has received. */
  newerRelayed(relayed: Int32Array): boolean {
    return Atomics.load(relayed, 0) > this.received;
  }

  /** The latest multipliers replace any not yet taken. */
  pushMultipliers(m: Multipliers): void {
    this.multipliers = m;
  }

  /** Before `from` (clock.ts) it hands over nothing yet: what came waits. */
  async drain(from = -Infinity): Promise<Int16Array[]> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return now() < from ? [] : this.items.splice(0);
  }

  /** The newest neighbourhood; older ones are dropped (each new one comes from a better incumbent or a later stage). */
  takeNeighbourhood(): RensNeighbourhood | undefined {
    return this.hoods.splice(0).at(-1);
  }

  hasMultipliers(): boolean {
    return this.multipliers !== undefined;
  }

  takeMultipliers(): Multipliers | undefined {
    const m = this.multipliers;
    this.multipliers = undefined;
    return m;
  }
}
