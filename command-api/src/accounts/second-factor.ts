import { randomInt } from 'node:crypto';
import type { SecondFactorBody } from '@rostra/contracts';
import { matchTotp, RateLimiter, SecretBox } from '@rostra/platform';
import type { CommandApiDeps } from '../deps.ts';
import type { SecondFactorProof } from './security-decide.ts';
import { hashToken } from './tokens.ts';
import { tooMany } from './too-many.ts';
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

/**
 * Checks second factors against a user's state: opens the sealed secret, matches the code in the
 * window, and counts failures. Five wrong codes per account (fifty per address) in 15 minutes, then
 * 429, whichever endpoint they came through.
 */
export class SecondFactors {
  private readonly box: SecretBox;
  private readonly perUser = new RateLimiter(5, 15 * 60_000);
  private readonly perAddress = new RateLimiter(50, 15 * 60_000);

  constructor(deps: CommandApiDeps) {
    this.box = new SecretBox(deps.totpEncryptionKey);
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

  blocked(userId: string, address: string): number {
    return Math.max(this.perUser.retryAfter(userId), this.perAddress.retryAfter(address));
  }

  /** Throws 429 while attempts for this account or address are used up. */
  guard(userId: string, address: string): void {
    const wait = this.blocked(userId, address);
    if (wait > 0) throw tooMany(wait, 'attempts');
  }

  failed(userId: string, address: string): void {
    this.perUser.hit(userId);
    this.perAddress.hit(address);
  }

  succeeded(userId: string): void {
    this.perUser.reset(userId);
  }
}
