import {
  ACCOUNT_SECURITY_TEXT as TEXT,
  secondFactorBody,
  twoFactorEnableBody,
  type TwoFactorEnabledResponse,
  type TwoFactorSetup,
} from '@rostra/contracts';
import { authenticate, badRequest, conflict, identity, newTotpSecret, parse, qrCodeDataUrl, respond, totpUri } from '@rostra/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { executeUser } from './execute-user.ts';
import { hashRecoveryCode, newRecoveryCodes, type SecondFactors } from './second-factor.ts';
import { loadUser } from './sign-in.ts';

/** Enrolling in two-factor sign-in (setup, then enable with a code) and turning it off. */
export function twoFactorRoutes(deps: CommandApiDeps, secondFactors: SecondFactors): Router {
  const router = Router();
  const signedIn = authenticate(deps.tokenSecret);

  router.post('/auth/2fa/setup', signedIn, async (request, response) => {
    const me = identity(request);
    const secret = newTotpSecret();
    const encryptedSecret = secondFactors.seal(secret, me.userId);
    const { position } = await executeUser(deps, me.userId, me.email, { type: 'StartTwoFactorEnrolment', encryptedSecret });
    const otpauthUri = totpUri(secret, me.email);
    const setup: TwoFactorSetup = { secret, otpauth_uri: otpauthUri, qr_code: await qrCodeDataUrl(otpauthUri) };
    respond(response, 200, setup, position);
  });

  router.post('/auth/2fa/enable', signedIn, async (request, response) => {
    const { code } = parse(twoFactorEnableBody, request.body);
    const me = identity(request);
    const address = request.ip ?? 'unknown';
    secondFactors.guard(me.userId, address);
    const { twoFactor } = await loadUser(deps, me.userId);
    if (twoFactor.secret) throw conflict(TEXT.twoFactorAlreadyEnabled);
    if (!twoFactor.pendingSecret) throw conflict(TEXT.setupFirst);
    const step = secondFactors.matchCode(twoFactor.pendingSecret, me.userId, code, deps.clock.now());
    if (step === null) {
      secondFactors.failed(me.userId, address);
      throw badRequest(TEXT.invalidCode);
    }
    const recoveryCodes = newRecoveryCodes();
    const { position } = await executeUser(deps, me.userId, me.email, {
      type: 'EnableTwoFactor',
      encryptedSecret: twoFactor.pendingSecret,
      step,
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    });
    secondFactors.succeeded(me.userId, address);
    respond(response, 200, { message: TEXT.twoFactorEnabled, recovery_codes: recoveryCodes } satisfies TwoFactorEnabledResponse, position);
  });

  router.post('/auth/2fa/disable', signedIn, async (request, response) => {
    const body = parse(secondFactorBody, request.body);
    const me = identity(request);
    const address = request.ip ?? 'unknown';
    secondFactors.guard(me.userId, address);
    const state = await loadUser(deps, me.userId);
    if (!state.twoFactor.secret) throw conflict(TEXT.twoFactorNotEnabled);
    const proof = secondFactors.proof(state, me.userId, body, deps.clock.now());
    if (!proof) {
      secondFactors.failed(me.userId, address);
      throw badRequest(body.recovery_code === undefined ? TEXT.invalidCode : TEXT.invalidRecoveryCode);
    }
    const { position } = await executeUser(deps, me.userId, me.email, { type: 'DisableTwoFactor', proof });
    secondFactors.succeeded(me.userId, address);
    respond(response, 200, { message: TEXT.twoFactorDisabled }, position);
  });

  return router;
}
