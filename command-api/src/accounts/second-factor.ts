import { randomInt } from 'node:crypto';
import type { SecondFactorBody } from '@rostra/contracts';
import { CHALLENGE_SECONDS, matchTotp, RateLimiter, SecretBox } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import type { SecondFactorProof } from './security-decide.ts';
import { hashToken } from './tokens.ts';
import { SECOND_FACTOR_LIMITS, SignInThrottle } from './sign-in-throttle.ts';
import type { UserState } from './user.ts';

// Letters and digits that cannot be mistaken for one another when copied from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of 10 characters (~49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Codes are random, not chosen by people: a plain SHA-256 of the normalised code is enough. */
export function hashRecoveryCode(code: string): string {
  return hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
}

/** Wrong codes one challenge takes before it is void and the password is asked again. */
export const CHALLENGE_ATTEMPTS = 5;

/**
 * Checks second factors against a user's state: opens the sealed secret, matches the code in the
 * window, and counts failures, whichever endpoint they came through: per challenge, and by the
 * sign-in throttle per (account, address) with the account-wide ceiling (sign-in-throttle.ts).
 */
export class SecondFactors {
  private readonly box: SecretBox;
  private readonly throttle: SignInThrottle;
  private readonly perChallenge: RateLimiter;

  constructor(deps: CommandApiDeps) {
    this.box = new SecretBox(deps.totpEncryptionKey);
    const now = () => deps.clock.now().getTime();
    this.throttle = new SignInThrottle(SECOND_FACTOR_LIMITS, now);
    this.perChallenge = new RateLimiter(CHALLENGE_ATTEMPTS, CHALLENGE_SECONDS * 1000, now);
  }

  seal(secret: string, userId: string): string {
    return this.box.seal(secret, userId);
  }

  /** The code's time step for a sealed secret, or null. */
  matchCode(sealed: string, userId: string, code: string, now: Date): number | null {
    const secret = this.box.open(sealed, userId);
    return secret === null ? null : matchTotp(secret, code, now);
  }

  /** The proof the body carries for this user, or null when it proves nothing (as far as the state shows). */
  proof(state: UserState, userId: string, body: SecondFactorBody, now: Date): SecondFactorProof | null {
    const { secret, lastStep, recoveryCodeHashes } = state.twoFactor;
    if (!secret) return null;
    if (body.recovery_code !== undefined) {
      const codeHash = hashRecoveryCode(body.recovery_code);
      return recoveryCodeHashes.includes(codeHash) ? { kind: 'recovery', codeHash } : null;
    }
    const step = body.code === undefined ? null : this.matchCode(secret, userId, body.code, now);
    return step !== null && step > lastStep ? { kind: 'code', secret, step } : null;
  }

  /** Past a ceiling a code proves nothing more than the guesses before it: it is refused, as during the delays. */
  blocked(userId: string, address: string): number {
    return Math.max(this.throttle.delay(userId, address), this.throttle.ceiling(userId, address));
  }

  /** Throws 429 while this account may not be tried from this address. */
  guard(userId: string, address: string): void {
    this.throttle.guard(this.blocked(userId, address));
  }

  failed(userId: string, address: string, challengeId?: string): void {
    this.throttle.failed(userId, address);
    if (challengeId) this.perChallenge.hit(challengeId);
  }

  succeeded(userId: string, address: string): void {
    this.throttle.succeeded(userId, address);
  }

  /** Whether a challenge has taken its wrong codes: it is void, as if expired. */
  challengeSpent(challengeId: string): boolean {
    return this.perChallenge.retryAfter(challengeId) > 0;
  }
}
