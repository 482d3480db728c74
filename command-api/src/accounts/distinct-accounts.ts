/**
 * Per client address, the distinct accounts that failed to sign in from it within a window. Many
 * accounts tried from one address is credential stuffing; one person's typos count once, and
 * nobody's successes count at all. In memory, per process.
 */
export class DistinctAccounts {
  private readonly failures = new Map<string, Map<string, number>>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Milliseconds on the service's clock (`() => deps.clock.now().getTime()`). */
    private readonly now: () => number,
  ) {}

  /** Milliseconds until fewer than `limit` accounts have failed from this address, or 0. */
  retryAfter(address: string): number {
    const times = this.recent(address).sort((a, b) => a - b);
    return times.length < this.limit ? 0 : times[times.length - this.limit]! + this.windowMs - this.now();
  }

  hit(address: string, account: string): void {
    const accounts = this.failures.get(address) ?? new Map<string, number>();
    accounts.set(account, this.now());
    this.failures.set(address, accounts);
    if (this.failures.size > 100_000) this.forgetExpired();
  }

  private recent(address: string): number[] {
    const since = this.now() - this.windowMs;
    return [...(this.failures.get(address)?.values() ?? [])].filter((at) => at > since);
  }

  /** Keys with records held, expired or not. */
  get size(): number {
    return this.failures.size;
  }

  /** Drops every key whose records have all expired (also done as the map grows). */
  forgetExpired(): void {
    for (const address of this.failures.keys()) if (this.recent(address).length === 0) this.failures.delete(address);
  }
}
