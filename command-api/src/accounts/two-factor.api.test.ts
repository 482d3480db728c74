import { ACCOUNT_SECURITY_TEXT as TEXT } from '@rostra/contracts';
import { totpCode } from '@rostra/platform';
import { beforeEach, describe, expect, it } from 'vitest';
import { TestClock, TOTP_STEP_MS } from '@rostra/cli/testing/clock';
import { signedUp, type SignedIn } from '@rostra/cli/testing/organization';
import { serverPerFile } from '@rostra/cli/testing/server-per-file';

// Two-factor sign-in through the real server, on a clock the tests move (docs/api/account-security.md).

const STEP = TOTP_STEP_MS;
const clock = new TestClock();
const file = serverPerFile({}, { clock });
beforeEach(() => clock.fresh());
const advance = (ms: number) => clock.advance(ms);
/** The authenticator app's code, `steps` away from the server's now. */
const code = (secret: string, steps = 0) => totpCode(secret, new Date(clock.at.getTime() + steps * STEP));

interface Enrolled {
  user: SignedIn;
  secret: string;
  recoveryCodes: string[];
}

async function enrolled(email: string): Promise<Enrolled> {
  const user = await signedUp(file.api, email);
  const { secret } = (await user.post('/auth/2fa/setup')).body;
  const { recovery_codes } = (await user.post('/auth/2fa/enable', { code: code(secret) })).body;
  advance(STEP); // the enabling code's step is spent
  return { user, secret, recoveryCodes: recovery_codes };
}

async function challenge(email: string): Promise<string> {
  const response = await file.api.fresh().post('/auth/login', { email, password: 'Passw0rd!' });
  return response.body.challenge;
}

describe('enrolling', () => {
  it('offers a secret as text, otpauth URI and QR code, and turns on with a code, answering ten recovery codes once', async () => {
    const user = await signedUp(file.api, 'enrol@example.com');
    const setup = await user.post('/auth/2fa/setup');
    expect(setup.status).toBe(200);
    const { secret, otpauth_uri, qr_code } = setup.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(`otpauth://totp/Rostra:enrol%40example.com?issuer=Rostra&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    expect(await user.post('/auth/2fa/enable', { code: '12345' })).toMatchObject({
      status: 400,
      body: { detail: 'code: Code must be exactly 6 digits' },
    });
    expect(await user.post('/auth/2fa/enable', { code: code(secret, 3) })).toMatchObject({
      status: 400,
      body: { detail: TEXT.invalidCode },
    });
    expect((await user.get('/profile')).body).toMatchObject({ two_factor_enabled: false });

    const enabled = await user.post('/auth/2fa/enable', { code: code(secret) });
    expect(enabled).toMatchObject({ status: 200, body: { message: TEXT.twoFactorEnabled } });
    expect(enabled.body.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.body.recovery_codes).size).toBe(10);
    for (const recovery of enabled.body.recovery_codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await user.get('/profile')).body).toMatchObject({ two_factor_enabled: true, recovery_codes_left: 10 });
    expect(await user.post('/auth/2fa/setup')).toMatchObject({ status: 409, body: { detail: TEXT.twoFactorAlreadyEnabled } });
  });

  it('needs a setup before enabling', async () => {
    const user = await signedUp(file.api, 'nosetup@example.com');
    expect(await user.post('/auth/2fa/enable', { code: '123456' })).toMatchObject({ status: 409, body: { detail: TEXT.setupFirst } });
  });

  it('keeps the secret encrypted and the recovery codes hashed in the log', async () => {
    const { user, secret, recoveryCodes } = await enrolled('at-rest@example.com');
    const log = JSON.stringify(
      (await file.server.running.stores.events.readStream(`user-${user.id}`)).map(({ type, data }) => ({ type, data })),
    );
    expect(log).toContain('TwoFactorEnabled');
    expect(log).not.toContain(secret);
    for (const recovery of recoveryCodes) {
      expect(log).not.toContain(recovery);
      expect(log).not.toContain(recovery.replace('-', ''));
    }
  });
});

describe('signing in with two-factor', () => {
  it('answers the right password with a challenge, not tokens, and the code completes it', async () => {
    const { secret } = await enrolled('two-step@example.com');
    const first = await file.api.fresh().post('/auth/login', { email: 'two-step@example.com', password: 'Passw0rd!' });
    expect(first).toMatchObject({ status: 200, body: { two_factor_required: true, challenge: expect.any(String), expires_in: 300 } });
    expect(first.body.access_token).toBeUndefined();

    const client = file.api.fresh();
    const second = await client.post('/auth/login/2fa', { challenge: first.body.challenge, code: code(secret) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ token_type: 'bearer', user: { email: 'two-step@example.com' } });
    client.token = second.body.access_token;
    expect((await client.get('/auth/session')).status).toBe(200);
  });

  it('answers a wrong password and the right password with a wrong code alike', async () => {
    const { secret } = await enrolled('alike@example.com');
    const wrongCode = code(secret, 5);
    const wrongPassword = await file.api
      .fresh()
      .post('/auth/login', { email: 'alike@example.com', password: 'Wrong000!', code: code(secret) });
    const rightPasswordWrongCode = await file.api
      .fresh()
      .post('/auth/login', { email: 'alike@example.com', password: 'Passw0rd!', code: wrongCode });
    const wrongPasswordNoCode = await file.api.fresh().post('/auth/login', { email: 'alike@example.com', password: 'Wrong000!' });
    for (const response of [wrongPassword, rightPasswordWrongCode, wrongPasswordNoCode]) {
      expect(response).toMatchObject({ status: 401, body: { detail: 'Invalid login credentials' } });
    }
    // With the code in the same call, the right password and code sign in at once.
    const oneCall = await file.api.fresh().post('/auth/login', { email: 'alike@example.com', password: 'Passw0rd!', code: code(secret) });
    expect(oneCall.status).toBe(200);
    expect(oneCall.body.access_token).toEqual(expect.any(String));
  });

  it('accepts the code of one step either side, and none further', async () => {
    const { secret } = await enrolled('window@example.com');
    advance(5 * STEP); // well past the step that enabled it
    expect(
      (await file.api.fresh().post('/auth/login/2fa', { challenge: await challenge('window@example.com'), code: code(secret, -1) })).status,
    ).toBe(200);
    advance(5 * STEP);
    expect(
      (await file.api.fresh().post('/auth/login/2fa', { challenge: await challenge('window@example.com'), code: code(secret, 1) })).status,
    ).toBe(200);
    advance(5 * STEP);
    for (const steps of [-2, 2]) {
      const refused = await file.api
        .fresh()
        .post('/auth/login/2fa', { challenge: await challenge('window@example.com'), code: code(secret, steps) });
      expect(refused).toMatchObject({ status: 401, body: { detail: TEXT.invalidCode } });
    }
  });

  it('refuses a code already used, within its own step too', async () => {
    const { secret } = await enrolled('replay@example.com');
    const used = code(secret);
    expect((await file.api.fresh().post('/auth/login/2fa', { challenge: await challenge('replay@example.com'), code: used })).status).toBe(
      200,
    );
    const replay = await file.api.fresh().post('/auth/login/2fa', { challenge: await challenge('replay@example.com'), code: used });
    expect(replay).toMatchObject({ status: 401, body: { detail: TEXT.invalidCode } });
    // An earlier step's code after a later one was used is refused too.
    advance(STEP);
    expect(
      (await file.api.fresh().post('/auth/login/2fa', { challenge: await challenge('replay@example.com'), code: code(secret) })).status,
    ).toBe(200);
    expect(
      (await file.api.fresh().post('/auth/login/2fa', { challenge: await challenge('replay@example.com'), code: code(secret, -1) })).status,
    ).toBe(401);
  });

  it('takes each recovery code once, however it is typed', async () => {
    const { recoveryCodes } = await enrolled('recovery@example.com');
    const typed = recoveryCodes[0]!.toUpperCase().replace('-', ' ');
    const recovered = file.api.fresh();
    const signedIn = await recovered.post('/auth/login/2fa', { challenge: await challenge('recovery@example.com'), recovery_code: typed });
    expect(signedIn.status).toBe(200);
    recovered.token = signedIn.body.access_token;
    const again = await file.api
      .fresh()
      .post('/auth/login/2fa', { challenge: await challenge('recovery@example.com'), recovery_code: recoveryCodes[0] });
    expect(again).toMatchObject({ status: 401, body: { detail: TEXT.invalidRecoveryCode } });
    // The session that spent the code reads: its read waits for that write (the enrolling client's would not).
    expect((await recovered.get('/profile')).body).toMatchObject({ recovery_codes_left: 9 });
  });

  it('asks for a code or a recovery code, not both', async () => {
    const { secret, recoveryCodes } = await enrolled('both@example.com');
    const both = await file.api
      .fresh()
      .post('/auth/login/2fa', { challenge: await challenge('both@example.com'), code: code(secret), recovery_code: recoveryCodes[0] });
    expect(both).toMatchObject({ status: 400, body: { detail: TEXT.codeOrRecoveryCode } });
  });

  it('voids a challenge after five wrong codes, and slows further codes from the same address', async () => {
    const { secret } = await enrolled('brute@example.com');
    const pending = await challenge('brute@example.com');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await file.api.fresh().post('/auth/login/2fa', { challenge: pending, code: code(secret, 4) })).status).toBe(401);
    }
    expect(await file.api.fresh().post('/auth/login/2fa', { challenge: pending, code: code(secret) })).toMatchObject({
      status: 401,
      body: { detail: TEXT.challengeExpired },
    });

    const next = await challenge('brute@example.com');
    expect((await file.api.fresh().post('/auth/login/2fa', { challenge: next, code: code(secret, 4) })).status).toBe(401);
    const blocked = await file.api.fresh().post('/auth/login/2fa', { challenge: next, code: code(secret) });
    expect(blocked).toMatchObject({ status: 429, body: { detail: 'Too many attempts. Please try again in 30 seconds.' } });
    expect(blocked.headers.get('retry-after')).toBe('30');
    advance(30_000);
    expect((await file.api.fresh().post('/auth/login/2fa', { challenge: next, code: code(secret) })).status).toBe(200);
  });

  it('refuses a challenge after five minutes, once the password changed, and a forged one', async () => {
    const { user, secret } = await enrolled('stale@example.com');
    const late = await challenge('stale@example.com');
    advance(5 * 60_000 + 1000);
    expect(await file.api.fresh().post('/auth/login/2fa', { challenge: late, code: code(secret) })).toMatchObject({
      status: 401,
      body: { detail: TEXT.challengeExpired },
    });

    const voided = await challenge('stale@example.com');
    expect((await user.post('/auth/password', { current_password: 'Passw0rd!', new_password: 'N3w-Passw0rd!' })).status).toBe(200);
    expect(await file.api.fresh().post('/auth/login/2fa', { challenge: voided, code: code(secret) })).toMatchObject({
      status: 401,
      body: { detail: TEXT.challengeExpired },
    });
    expect((await file.api.fresh().post('/auth/login/2fa', { challenge: 'forged', code: code(secret) })).status).toBe(401);
  });
});

describe('turning two-factor off', () => {
  it('needs a valid code or recovery code, after which the password alone signs in', async () => {
    const { user, secret, recoveryCodes } = await enrolled('disable@example.com');
    expect(await user.post('/auth/2fa/disable', { code: code(secret, 4) })).toMatchObject({
      status: 400,
      body: { detail: TEXT.invalidCode },
    });
    expect(await user.post('/auth/2fa/disable', { recovery_code: 'nope-nope' })).toMatchObject({
      status: 400,
      body: { detail: TEXT.invalidRecoveryCode },
    });
    expect(await user.post('/auth/2fa/disable', { recovery_code: recoveryCodes[1] })).toMatchObject({
      status: 200,
      body: { message: TEXT.twoFactorDisabled },
    });
    expect((await user.get('/profile')).body).toMatchObject({ two_factor_enabled: false });
    expect((await file.api.fresh().post('/auth/login', { email: 'disable@example.com', password: 'Passw0rd!' })).body.access_token).toEqual(
      expect.any(String),
    );
    expect(await user.post('/auth/2fa/disable', { code: code(secret) })).toMatchObject({
      status: 409,
      body: { detail: TEXT.twoFactorNotEnabled },
    });
  });

  it('can also be done with the current code', async () => {
    const { user, secret } = await enrolled('disable-code@example.com');
    expect((await user.post('/auth/2fa/disable', { code: code(secret) })).status).toBe(200);
  });
});
