import { afterEach } from 'vitest';
import { useCountedClock } from '../search/orchestration/clock.ts';
import { Inbox } from '../search/orchestration/inbox.ts';

/**
 * A test's thread (run-task.ts) run on a counted clock, `stepMs` per read, and ended by a count of its
 * search's rounds rather than a time: its searches drain their inbox once a round, and at the
 * drain after `rounds` rounds the clock jumps past every deadline. A round-limited task (WorkerTask.maxRounds)
 * would not do here: it takes no shared schedules and no multipliers, which is what these tests
 * specify. The bounds before the search end at their counted shares; the search at its rounds.
 */
export class RoundLimitedRun {
  private t = 0;
  private ended = false;

  constructor(private readonly stepMs = 1) {}

  /** The clock's reads so far (counted milliseconds), Infinity once the run has ended. */
  now(): number {
    return this.ended ? Infinity : this.t;
  }

  read = (): number => (this.ended ? Infinity : (this.t += this.stepMs));

  /** Ends the run: every deadline has passed (also a test's own count of work, e.g. schedules found). */
  end(): void {
    this.ended = true;
  }

  /** An inbox that ends the run after `rounds` rounds of its searches (at the next round's drain). */
  inbox(rounds: number): RoundInbox {
    return new RoundInbox(this, rounds);
  }
}

export class RoundInbox extends Inbox {
  /** Drains so far: one a search round. */
  drains = 0;

  constructor(
    private readonly run: RoundLimitedRun,
    private readonly rounds: number,
  ) {
    super();
  }

  /** Whether the run ended at its round limit, not at a deadline before it. */
  get ended(): boolean {
    return this.drains > this.rounds;
  }

  override async drain(from?: number): Promise<Int16Array[]> {
    if (++this.drains > this.rounds) this.run.end();
    return super.drain(from);
  }
}

/**
 * Round-limited runs for the calling file: `next(stepMs)` puts a fresh one's clock in place (each test
 * starts one, and one for every thread it runs after another ended); after each test the wall
 * clock comes back.
 */
export function onRoundLimitedRuns(): { next(stepMs?: number): RoundLimitedRun } {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  return {
    next(stepMs = 1): RoundLimitedRun {
      const run = new RoundLimitedRun(stepMs);
      restore = useCountedClock(run.read);
      return run;
    },
  };
}
