/** How a key's failures turn into waits. */
export interface BackoffPolicy {
  /** Failures allowed without any wait. */
  free: number;
  /** The wait after the first failure beyond `free`; it doubles with each further one. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long starts again from nothing. */
  forgetAfterMs: number;
}

interface Failures {
  count: number;
  lastAt: number;
}

/**
 * Growing delays per key: a few failures are free, then each one doubles the wait before the
 * next attempt, up to a ceiling. Unlike a fixed window it never refuses for long after a handful
 * of failures, and it slows a steady guesser to one try per `maxDelayMs`. In memory, per process.
 */
export class Backoff {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly policy: BackoffPolicy,
    /** Milliseconds on the service's clock (`() => deps.clock.now().getTime()`). */
    private readonly now: () => number,
  ) {}

  /** Milliseconds until another attempt is allowed for this key, or 0 when it is allowed now. */
  retryAfter(key: string): number {
    const failures = this.current(key);
    if (!failures || failures.count <= this.policy.free) return 0;
    const delay = Math.min(this.policy.maxDelayMs, this.policy.firstDelayMs * 2 ** (failures.count - this.policy.free - 1));
    return Math.max(0, failures.lastAt + delay - this.now());
  }

  hit(key: string): void {
    this.failures.set(key, { count: (this.current(key)?.count ?? 0) + 1, lastAt: this.now() });
    if (this.failures.size > 100_000) this.forgetExpired();
  }

  reset(key: string): void {
    this.failures.delete(key);
  }

  private current(key: string): Failures | undefined {
    const failures = this.failures.get(key);
    return failures && this.now() - failures.lastAt < this.policy.forgetAfterMs ? failures : undefined;
  }

  /** Keys with records held, expired or not. */
  get size(): number {
    return this.failures.size;
  }

  /** Drops every key whose records have all expired (also done as the map grows). */
  forgetExpired(): void {
    for (const key of this.failures.keys()) if (!this.current(key)) this.failures.delete(key);
  }
}
