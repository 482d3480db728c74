import {
  ACCOUNT_SECURITY_TEXT,
  EVENT_VERSIONS,
  loginBody,
  logoutBody,
  profileUpdateBody,
  refreshBody,
  registerBody,
  TEXT,
} from '@rostra/contracts';
import { AppError, authenticate, decoyHash, execute, identity, parse, respond, unauthorized, verifyPassword } from '@rostra/platform';
import { Router, type RequestHandler } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { userDecider } from './decide.ts';
import { holderOf } from './email-claim.ts';
import { registerUser } from './register.ts';
import { loadUser, startSession, tokenResponse } from './sign-in.ts';
import { userStream } from './streams.ts';
import { hashToken, newRefreshToken, parseRefreshToken, refreshExpiry } from './tokens.ts';
import { PASSWORD_LIMITS, SignInThrottle } from './sign-in-throttle.ts';
import { passwordRecoveryRoutes } from './recovery-routes.ts';
import { SecondFactors } from './second-factor.ts';
import { sessionRoutes } from './session-routes.ts';
import { erasureRoutes } from './erasure-routes.ts';
import { SignInLinks } from './sign-in-link-routes.ts';
import { signInWithSecondFactor, twoFactorChallenge, twoFactorSignInRoutes, userAgent } from './two-factor-sign-in.ts';
import { twoFactorRoutes } from './two-factor-routes.ts';

const INVALID_CREDENTIALS = 'Invalid login credentials';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** Registration, sign-in, token refresh, sign-out and the profile name; account security mounted alongside. */
export function accountRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const passwords = new SignInThrottle(PASSWORD_LIMITS, () => deps.clock.now().getTime());
  const signedIn = authenticate(deps.tokenSecret);
  const secondFactors = new SecondFactors(deps);
  const links = new SignInLinks(deps, passwords);
  router.use(
    passwordRecoveryRoutes(deps),
    links.routes(),
    twoFactorRoutes(deps, secondFactors),
    twoFactorSignInRoutes(deps, secondFactors),
    sessionRoutes(deps),
    erasureRoutes(deps),
  );

  router.post('/auth/register', async (request, response) => {
    const { user, position } = await registerUser(deps, parse(registerBody, request.body));
    respond(response, 201, { user }, position);
  });

  router.post('/auth/login', login(deps, passwords, links, secondFactors));

  router.post('/auth/refresh', async (request, response) => {
    const { refresh_token } = parse(refreshBody, request.body);
    const parsed = parseRefreshToken(refresh_token);
    if (!parsed) throw unauthorized(SESSION_EXPIRED);
    const now = deps.clock.now();
    const rotated = newRefreshToken(parsed.userId, parsed.sessionId);
    const { events, state, position } = await execute(
      deps.events,
      userStream(parsed.userId),
      userDecider,
      {
        type: 'RefreshSession',
        sessionId: parsed.sessionId,
        presentedHash: hashToken(refresh_token),
        refreshTokenHash: hashToken(rotated),
        expiresAt: refreshExpiry(now),
        now: now.toISOString(),
      },
      { actorUserId: parsed.userId, actorEmail: null, occurredAt: now.toISOString() },
      EVENT_VERSIONS,
    ).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'not_found') throw unauthorized(SESSION_EXPIRED);
      throw error;
    });
    if (events.some((event) => event.type === 'SessionRevoked')) throw unauthorized(SESSION_EXPIRED);
    const user = { id: parsed.userId, email: state.email!, name: state.name };
    respond(response, 200, await tokenResponse(deps, user, parsed.sessionId, rotated), position);
  });

  router.post('/auth/logout', signedIn, async (request, response) => {
    const { scope } = parse(logoutBody, request.body ?? {});
    const me = identity(request);
    const command =
      scope === 'global' ? ({ type: 'SignOutEverywhere' } as const) : ({ type: 'EndSession', sessionId: me.sessionId } as const);
    const { position } = await execute(
      deps.events,
      userStream(me.userId),
      userDecider,
      command,
      { actorUserId: me.userId, actorEmail: me.email, occurredAt: deps.clock.now().toISOString() },
      EVENT_VERSIONS,
    );
    respond(response, 200, { message: TEXT.loggedOut }, position);
  });

  router.put('/profile', signedIn, async (request, response) => {
    const { name } = parse(profileUpdateBody, request.body);
    const me = identity(request);
    const { state, position } = await execute(
      deps.events,
      userStream(me.userId),
      userDecider,
      { type: 'ChangeName', name: name || null },
      { actorUserId: me.userId, actorEmail: me.email, occurredAt: deps.clock.now().toISOString() },
      EVENT_VERSIONS,
    );
    respond(response, 200, { id: me.userId, username: me.email, email: me.email, name: state.name }, position);
  });

  return router;
}

/**
 * POST /auth/login: the password, throttled per address and account; with two-factor on, the code
 * in the same call or a challenge; past the ceiling, a sign-in link instead (docs/api/account-security.md).
 */
function login(deps: CommandApiDeps, passwords: SignInThrottle, links: SignInLinks, secondFactors: SecondFactors): RequestHandler {
  return async (request, response) => {
    const body = parse(loginBody, request.body);
    const address = request.ip ?? 'unknown';
    // Keyed by the submitted address, so unknown accounts are throttled exactly as known ones.
    passwords.guard(passwords.delay(body.email, address));
    // Past a ceiling the password alone no longer signs in from here: a right one and a wrong one
    // answer alike, and a right one mails the account a sign-in link (docs/api/account-security.md).
    const pastCeiling = passwords.ceiling(body.email, address) > 0;
    const userId = await holderOf(deps, body.email);
    const user = userId ? await loadUser(deps, userId) : null;
    const known = user?.status === 'registered' && user.passwordHash !== null;
    // Unknown accounts are checked against a decoy hash, so both answers take the same time.
    const valid = await verifyPassword(body.password, known ? user.passwordHash! : await decoyHash());
    const refused = () => {
      passwords.failed(body.email, address);
      return unauthorized(pastCeiling ? ACCOUNT_SECURITY_TEXT.signInLinkSent : INVALID_CREDENTIALS);
    };
    if (!known || !valid) throw refused();
    const stepUp = () => {
      links.offer(response, { userId: userId!, email: user.email!, passwordHash: user.passwordHash! });
      return unauthorized(ACCOUNT_SECURITY_TEXT.signInLinkSent);
    };
    // Past a ceiling only the password with the code in one call still signs in here: both factors are there.
    if (pastCeiling && !(user.twoFactor.secret && body.code !== undefined)) throw stepUp();
    if (user.twoFactor.secret && body.code === undefined) {
      passwords.succeeded(body.email, address);
      respond(response, 200, twoFactorChallenge(deps, userId!, user), null);
      return;
    }
    const started = user.twoFactor.secret
      ? await signInWithSecondFactor(deps, secondFactors, {
          userId: userId!,
          user,
          body: { code: body.code },
          address,
          userAgent: userAgent(request),
        })
      : await startSession(deps, { id: userId!, email: user.email!, name: user.name }, userAgent(request));
    // A wrong code with the password answers exactly as a wrong password: it tells nothing about either.
    if (!started) throw pastCeiling ? stepUp() : refused();
    passwords.succeeded(body.email, address);
    respond(response, 200, started.body, started.position);
  };
}
