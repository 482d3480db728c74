import { createHash } from 'node:crypto';
import {
  ACCOUNT_SECURITY_TEXT as TEXT,
  twoFactorLoginBody,
  type SecondFactorBody,
  type TokenResponse,
  type TwoFactorChallenge,
} from '@rostra/contracts';
import {
  AppError,
  CHALLENGE_SECONDS,
  parse,
  respond,
  signTwoFactorChallenge,
  unauthorized,
  verifyTwoFactorChallenge,
} from '@rostra/platform';
import { Router, type Request } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import type { SecondFactors } from './second-factor.ts';
import { loadUser, startSession } from './sign-in.ts';
import type { UserState } from './user.ts';

/** Binds a challenge to the password it was earned with: a reset or change since voids it. */
function passwordStamp(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 22);
}

export function twoFactorChallenge(deps: CommandApiDeps, userId: string, user: UserState): TwoFactorChallenge {
  const challenge = signTwoFactorChallenge(deps.tokenSecret, { userId, stamp: passwordStamp(user.passwordHash!) }, deps.clock.now());
  return { two_factor_required: true, challenge, expires_in: CHALLENGE_SECONDS };
}

export function userAgent(request: Request): string | null {
  return request.get('user-agent')?.slice(0, 255) ?? null;
}

export interface SecondStep {
  userId: string;
  user: UserState;
  body: SecondFactorBody;
  address: string;
  userAgent: string | null;
  /** The challenge the code answers; absent when the code came with the password. */
  challengeId?: string;
}

/**
 * Starts a session with a second factor, or answers null (and counts the failure) when it proves
 * nothing: wrong, replayed, spent, or attempts used up. The log decides last (the decider refuses
 * a step already used even when two requests race).
 */
export async function signInWithSecondFactor(
  deps: CommandApiDeps,
  secondFactors: SecondFactors,
  { userId, user, body, address, userAgent, challengeId }: SecondStep,
): Promise<{ body: TokenResponse; position: bigint | null } | null> {
  if (secondFactors.blocked(userId, address) > 0) return null;
  const proof = secondFactors.proof(user, userId, body, deps.clock.now());
  const started = proof
    ? await startSession(deps, { id: userId, email: user.email!, name: user.name }, userAgent, {
        proof,
        passwordHash: user.passwordHash!,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'validation') return null;
        throw error;
      })
    : null;
  if (started) secondFactors.succeeded(userId, address);
  else secondFactors.failed(userId, address, challengeId);
  return started;
}

/** The second step of a two-factor sign-in: the challenge from POST /auth/login, and a code. */
export function twoFactorSignInRoutes(deps: CommandApiDeps, secondFactors: SecondFactors): Router {
  return Router().post('/auth/login/2fa', async (request, response) => {
    const { challenge, ...body } = parse(twoFactorLoginBody, request.body);
    const claims = verifyTwoFactorChallenge(deps.tokenSecret, challenge, deps.clock.now());
    // A challenge that has taken its wrong codes is void: the password is asked again.
    if (!claims || secondFactors.challengeSpent(claims.id)) throw unauthorized(TEXT.challengeExpired);
    const address = request.ip ?? 'unknown';
    secondFactors.guard(claims.userId, address);
    const user = await loadUser(deps, claims.userId);
    if (user.status !== 'registered' || !user.passwordHash || passwordStamp(user.passwordHash) !== claims.stamp) {
      throw unauthorized(TEXT.challengeExpired);
    }
    const identity = { id: claims.userId, email: user.email!, name: user.name };
    // Two-factor sign-in was turned off since the password step: the password is all it takes now.
    const started = user.twoFactor.secret
      ? await signInWithSecondFactor(deps, secondFactors, {
          userId: claims.userId,
          user,
          body,
          address,
          userAgent: userAgent(request),
          challengeId: claims.id,
        })
      : await startSession(deps, identity, userAgent(request));
    if (!started) throw unauthorized(body.recovery_code === undefined ? TEXT.invalidCode : TEXT.invalidRecoveryCode);
    respond(response, 200, started.body, started.position);
  });
}
