import { Backoff, RateLimiter, tooMany, type BackoffPolicy } from '@rostra/platform';
import { DistinctAccounts } from './distinct-accounts.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * 60 * MINUTE;
/** How long an address an account signed in from stays known to it. */
const KNOWN_FOR_MS = 30 * DAY;

export interface ThrottleLimits {
  /** Growing delays per (account, client address): a guesser slows only its own address. */
  pair: BackoffPolicy;
  /** The ceiling per account across every address it has not signed in from: higher, over a longer window. */
  perAccount: { limit: number; windowMs: number };
  /** Distinct accounts failing from one client address (credential stuffing), not one person's repeated typos. */
  perAddress: { accounts: number; windowMs: number };
  /** Named in the 429: 'sign-in attempts' or 'attempts'. */
  what: string;
}

export const PASSWORD_LIMITS: ThrottleLimits = {
  pair: { free: 5, firstDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
  perAccount: { limit: 200, windowMs: DAY },
  perAddress: { accounts: 20, windowMs: 15 * MINUTE },
  what: 'sign-in attempts',
};

/** A second factor is guessed only after the password: fewer tries, and a per-challenge limit besides. */
export const SECOND_FACTOR_LIMITS: ThrottleLimits = {
  pair: { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: DAY },
  perAccount: { limit: 100, windowMs: DAY },
  perAddress: { accounts: 20, windowMs: 15 * MINUTE },
  what: 'attempts',
};

/**
 * Throttles guesses of one kind of secret without handing an attacker a way to lock the owner
 * out. Failures slow the (account, address) pair they came from with growing delays. Past that,
 * two ceilings hold addresses the account has not signed in from lately: the account's own
 * failures across such addresses, and the distinct accounts failing from the address. What a
 * ceiling means is the caller's: a password past it earns a mailed sign-in link instead of a
 * session (routes.ts), a second factor is refused. In memory, per process (each replica counts its own).
 */
export class SignInThrottle {
  private readonly pair: Backoff;
  private readonly perAccount: RateLimiter;
  private readonly perAddress: DistinctAccounts;
  private readonly known = new Map<string, number>();
  private sweptAt: number;

  constructor(
    private readonly limits: ThrottleLimits,
    /** Milliseconds on the service's clock (`() => deps.clock.now().getTime()`). */
    private readonly now: () => number,
  ) {
    this.pair = new Backoff(limits.pair, now);
    this.perAccount = new RateLimiter(limits.perAccount.limit, limits.perAccount.windowMs, now);
    this.perAddress = new DistinctAccounts(limits.perAddress.accounts, limits.perAddress.windowMs, now);
    this.sweptAt = now();
  }

  /** Records held (failures per pair, account and address, addresses known to accounts), expired or not. */
  get records(): number {
    return this.pair.size + this.perAccount.size + this.perAddress.size + this.known.size;
  }

  /** Milliseconds until this account may be tried from this address at all (the pair's delays), or 0. */
  delay(account: string, address: string): number {
    return this.pair.retryAfter(pairKey(account, address));
  }

  /** Milliseconds this address stays past a ceiling for this account, or 0; always 0 where the account signed in lately. */
  ceiling(account: string, address: string): number {
    if (this.isKnown(account, address)) return 0;
    return Math.max(this.perAccount.retryAfter(account), this.perAddress.retryAfter(address));
  }

  /** Throws 429 with Retry-After while `wait` lasts. */
  guard(wait: number): void {
    if (wait > 0) throw tooMany(wait, this.limits.what);
  }

  failed(account: string, address: string): void {
    this.sweepHourly();
    this.pair.hit(pairKey(account, address));
    if (this.isKnown(account, address)) return;
    this.perAccount.hit(account);
    this.perAddress.hit(address, account);
  }

  succeeded(account: string, address: string): void {
    this.sweepHourly();
    this.pair.reset(pairKey(account, address));
    this.known.set(pairKey(account, address), this.now());
    if (this.known.size > 100_000) this.sweep();
  }

  private isKnown(account: string, address: string): boolean {
    const at = this.known.get(pairKey(account, address));
    return at !== undefined && this.now() - at < KNOWN_FOR_MS;
  }

  private sweep(): void {
    for (const [key, at] of this.known) if (this.now() - at >= KNOWN_FOR_MS) this.known.delete(key);
  }

  /**
   * Retention: sign-in attempts name client addresses. Every record here expires within 30 days, and
   * at most an hour after that it is dropped, far inside the 90 days of SIGN_IN_RETENTION_DAYS. They
   * are never written anywhere; a restart forgets them.
   */
  private sweepHourly(): void {
    if (this.now() - this.sweptAt < HOUR) return;
    this.sweptAt = this.now();
    this.sweep();
    this.pair.forgetExpired();
    this.perAccount.forgetExpired();
    this.perAddress.forgetExpired();
  }
}

const pairKey = (account: string, address: string) => `${account}\n${address}`;
