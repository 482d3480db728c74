import { beforeEach } from 'vitest';
import { countedClock, useCountedClock } from '../search/orchestration/clock.ts';

/**
 * Runs every test of the calling file on a counted clock (search/orchestration/clock.ts), `stepMs` per read: the
 * solver's deadlines, time shares and HiGHS time limits fall at the same point of its work on any
 * machine, so what the tests assert does not depend on its speed or load.
 */
export function onCountedClock(stepMs = 1): void {
  beforeEach(() => useCountedClock(countedClock(stepMs)));
}
