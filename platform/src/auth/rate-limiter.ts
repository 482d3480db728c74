/**
 * Counts attempts per key in a sliding window. In memory: per process, which bounds a
 * single instance; replicas each enforce their own window.
 */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Milliseconds on the service's clock (`() => deps.clock.now().getTime()`). */
    private readonly now: () => number,
  ) {}

  /** Milliseconds until another attempt is allowed for this key, or 0 when it is allowed now. */
  retryAfter(key: string): number {
    const recent = this.recent(key);
    return recent.length < this.limit ? 0 : recent[0]! + this.windowMs - this.now();
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.attempts.set(key, recent);
    if (this.attempts.size > 100_000) this.forgetExpired();
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    return (this.attempts.get(key) ?? []).filter((at) => at > since);
  }

  /** Keys with records held, expired or not. */
  get size(): number {
    return this.attempts.size;
  }

  /** Drops every key whose records have all expired (also done as the map grows). */
  forgetExpired(): void {
    for (const key of this.attempts.keys()) if (this.recent(key).length === 0) this.attempts.delete(key);
  }
}
