/** TOTP's time step (RFC 6238, 30 s). */
export const TOTP_STEP_MS = 30_000;

/**
 * A clock the tests move, given to the server as its `now`. `fresh()` starts 10 s into a new time
 * step, far from the real now, so "one step either side" of a TOTP code is exact.
 */
export class TestClock {
  at = new Date();
  readonly now = (): Date => this.at;

  fresh(): void {
    this.at = new Date((Math.floor(Date.now() / TOTP_STEP_MS) + 1000) * TOTP_STEP_MS + 10_000);
  }

  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** The real time moved by `offset` ms: for tests that jump past an expiry and back. */
export class OffsetClock {
  offset = 0;
  readonly now = (): Date => new Date(Date.now() + this.offset);
}
