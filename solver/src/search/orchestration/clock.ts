/**
 * The solver's clock (milliseconds, like Date.now()): every deadline and time share in the search
 * reads it. A solve runs on the wall clock; a test runs on a counted clock (`countedClock`), which
 * moves a fixed step at each read, so its deadlines and shares fall at the same point of the work
 * on any machine, loaded or quiet. HiGHS's own time limit is a wall-clock one: on a counted clock
 * runHighs turns it into a deadline on this clock instead (highs.ts).
 */
let read: () => number = Date.now;
let counted = false;

export function now(): number {
  return read();
}

/** Whether the clock counts reads (a test's) rather than telling the time. */
export function isCounted(): boolean {
  return counted;
}

/** A clock that starts at `from` and moves `stepMs` at each read. */
export function countedClock(stepMs = 1, from = 0): () => number {
  let t = from;
  return () => (t += stepMs);
}

/** Runs on `clock` (a counted one) until the returned function puts the wall clock back. */
export function useCountedClock(clock: () => number = countedClock()): () => void {
  read = clock;
  counted = true;
  return () => {
    read = Date.now;
    counted = false;
  };
}
