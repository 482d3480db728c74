/**
 * Schedules shared by the other solver thread. A thread's work is synchronous, so messages arrive
 * only when it yields: `drain` gives the event loop one turn, then hands over what came.
 */
export class Inbox {
  private readonly items: Int16Array[] = [];

  push(sched: Int16Array): void { this.items.push(sched); }

  async drain(): Promise<Int16Array[]> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return this.items.splice(0);
  }
}
