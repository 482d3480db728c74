import { ACCOUNT_SECURITY_TEXT as TEXT } from '@rostra/contracts';
import { totpCode } from '@rostra/platform';
import jwt from 'jsonwebtoken';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '@rostra/cli/testing/api-client';
import { outbox } from '@rostra/cli/testing/outbox';
import { TestClock, TOTP_STEP_MS } from '@rostra/cli/testing/clock';
import { tripAccountCeiling } from '@rostra/cli/testing/sign-in-ceiling';
import { signedUp } from '@rostra/cli/testing/organization';
import { serverPerFile } from '@rostra/cli/testing/server-per-file';
import { startTestServer } from '@rostra/cli/testing/test-server';

// Sign-in throttling that slows a guesser without locking the owner out (docs/api/account-security.md).
// The server trusts the loopback proxy, so each request names its client in X-Forwarded-For.

const JWT_SECRET = 'a signing key of at least thirty-two characters';
const STEP = TOTP_STEP_MS;
const clock = new TestClock();
const file = serverPerFile({ TRUST_PROXY: 'loopback', JWT_SECRET }, { clock });
beforeEach(() => clock.fresh());
const advance = (ms: number) => clock.advance(ms);

/** A POST from the client at `from`, as the proxy forwards it. */
async function post(from: string, path: string, body: unknown) {
  const response = await fetch(`${file.server.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('retry-after'),
  };
}
const login = (from: string, email: string, password: string) => post(from, '/auth/login', { email, password });

const failFromManyAddresses = (email: string, prefix: string) => tripAccountCeiling(file.server.url, email, prefix);

const mailsTo = (email: string) => outbox(file.server.dataDir).filter((eml) => eml.includes(`To: ${email}`));
/** The sign-in link is mailed after the answer: waits for the first one to this address. */
async function signInLink(email: string): Promise<string> {
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  return /(http\S+\/auth\/sign-in-link\?token=\S+)/.exec(mailsTo(email)[0]!)![1]!;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

async function enrolled(email: string): Promise<string> {
  const user = await signedUp(file.api, email);
  const { secret } = (await user.post('/auth/2fa/setup')).body;
  expect((await user.post('/auth/2fa/enable', { code: totpCode(secret, clock.at) })).status).toBe(200);
  advance(STEP);
  return secret;
}

describe('wrong passwords', () => {
  it('from one address do not keep the owner out at another', async () => {
    await file.api.fresh().signUp('owner@example.com');
    for (let attempt = 0; attempt < 10; attempt += 1) await login('203.0.113.1', 'owner@example.com', 'Guess000!');
    expect((await login('198.51.100.7', 'owner@example.com', 'Passw0rd!')).status).toBe(200);
  });

  it('slow their own address with growing delays, and a wait ends', async () => {
    await file.api.fresh().signUp('slowed@example.com');
    for (let attempt = 0; attempt < 6; attempt += 1)
      expect((await login('203.0.113.2', 'slowed@example.com', 'Guess000!')).status).toBe(401);
    const blocked = await login('203.0.113.2', 'slowed@example.com', 'Passw0rd!');
    expect(blocked).toMatchObject({
      status: 429,
      body: { detail: 'Too many sign-in attempts. Please try again in 1 second.' },
      retryAfter: '1',
    });
    advance(1000);
    expect((await login('203.0.113.2', 'slowed@example.com', 'Guess000!')).status).toBe(401);
    expect(await login('203.0.113.2', 'slowed@example.com', 'Passw0rd!')).toMatchObject({ status: 429, retryAfter: '2' });
    advance(2000);
    expect((await login('203.0.113.2', 'slowed@example.com', 'Passw0rd!')).status).toBe(200);
  });

  it('from many addresses do not lock the owner out: past the ceiling, the right password from a new address mails a sign-in link', async () => {
    await file.api.fresh().signUp('ceiling@example.com');
    expect((await login('198.51.100.8', 'ceiling@example.com', 'Passw0rd!')).status).toBe(200);
    await failFromManyAddresses('ceiling@example.com', '10.1');

    // A wrong password and the right one answer alike: guessing on learns nothing.
    const wrong = await login('10.2.0.1', 'ceiling@example.com', 'Guess000!');
    const right = await login('10.2.0.2', 'ceiling@example.com', 'Passw0rd!');
    expect(wrong).toEqual({ status: 401, body: { detail: TEXT.signInLinkSent }, retryAfter: null });
    expect(right).toEqual(wrong);

    // Only the right one mailed a link (the wrong one, answered first, would have had its mail by now).
    const link = await signInLink('ceiling@example.com');
    expect(link).toMatch(/\/auth\/sign-in-link\?token=/);
    expect(mailsTo('ceiling@example.com')).toHaveLength(1);
    expect(mailsTo('ceiling@example.com')[0]).toMatch(/^Subject: Your Rostra sign-in link$/m);

    const opened = await post('10.2.0.2', '/auth/login/link', { token: tokenOf(link) });
    expect(opened).toMatchObject({ status: 200, body: { access_token: expect.any(String), user: { email: 'ceiling@example.com' } } });
    expect(await post('10.2.0.2', '/auth/login/link', { token: tokenOf(link) })).toMatchObject({
      status: 400,
      body: { detail: TEXT.signInLinkInvalid },
    });
    // Where the link was opened, and where the owner signed in before, the password alone signs in again.
    expect((await login('10.2.0.2', 'ceiling@example.com', 'Passw0rd!')).status).toBe(200);
    expect((await login('198.51.100.8', 'ceiling@example.com', 'Passw0rd!')).status).toBe(200);
  });

  it('from many addresses leave the owner with two-factor sign-in its code: with the password in one call, or after the link', async () => {
    const secret = await enrolled('ceiling2fa@example.com');
    await failFromManyAddresses('ceiling2fa@example.com', '10.3');

    expect(await login('10.4.0.1', 'ceiling2fa@example.com', 'Passw0rd!')).toMatchObject({
      status: 401,
      body: { detail: TEXT.signInLinkSent },
    });
    const opened = await post('10.4.0.1', '/auth/login/link', { token: tokenOf(await signInLink('ceiling2fa@example.com')) });
    expect(opened).toMatchObject({ status: 200, body: { two_factor_required: true } });
    const code = totpCode(secret, clock.at);
    expect(await post('10.4.0.1', '/auth/login/2fa', { challenge: opened.body.challenge, code })).toMatchObject({
      status: 200,
      body: { access_token: expect.any(String) },
    });

    advance(STEP);
    const together = await post('10.4.0.2', '/auth/login', {
      email: 'ceiling2fa@example.com',
      password: 'Passw0rd!',
      code: totpCode(secret, clock.at),
    });
    expect(together).toMatchObject({ status: 200, body: { access_token: expect.any(String) } });
  });
});

describe('wrong passwords behind one shared address', () => {
  it("of several colleagues do not hold the others: typos count once per account, and nobody's successes count", async () => {
    const colleagues = Array.from({ length: 10 }, (_, index) => `typist${index}@care.example.com`);
    for (const email of [...colleagues, 'late@care.example.com']) await file.api.fresh().signUp(email);
    for (const email of colleagues) {
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await login('192.0.2.50', email, 'Guess000!')).status).toBe(401);
      expect((await login('192.0.2.50', email, 'Passw0rd!')).status).toBe(200);
    }
    expect((await login('192.0.2.50', 'late@care.example.com', 'Passw0rd!')).status).toBe(200);
  });

  it('of many accounts (credential stuffing) ask a newcomer there for the link, and let in at once who signed in there before', async () => {
    // Registered, so each wrong password is checked at the tests' low hashing cost (unknown ones meet the full-cost decoy).
    const stuffed = Array.from({ length: 20 }, (_, index) => `stuffed${index}@example.com`);
    for (const email of [...stuffed, 'regular@care.example.com', 'newcomer@care.example.com', 'later@care.example.com']) {
      await file.api.fresh().signUp(email);
    }
    expect((await login('192.0.2.60', 'regular@care.example.com', 'Passw0rd!')).status).toBe(200);
    for (const email of stuffed) expect((await login('192.0.2.60', email, 'Guess000!')).status).toBe(401);

    expect(await login('192.0.2.60', 'newcomer@care.example.com', 'Passw0rd!')).toMatchObject({
      status: 401,
      body: { detail: TEXT.signInLinkSent },
    });
    const opened = await post('192.0.2.60', '/auth/login/link', { token: tokenOf(await signInLink('newcomer@care.example.com')) });
    expect(opened.status).toBe(200);
    expect((await login('192.0.2.60', 'regular@care.example.com', 'Passw0rd!')).status).toBe(200);

    advance(15 * 60_000);
    expect((await login('192.0.2.60', 'later@care.example.com', 'Passw0rd!')).status).toBe(200);
  });
});

describe('wrong two-factor codes', () => {
  it('spend their challenge after five, and do not block a fresh challenge at another address', async () => {
    const secret = await enrolled('second@example.com');
    const attacker = (await login('203.0.113.3', 'second@example.com', 'Passw0rd!')).body.challenge;
    const wrong = totpCode(secret, new Date(clock.at.getTime() + 4 * STEP));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await post('203.0.113.3', '/auth/login/2fa', { challenge: attacker, code: wrong })).toMatchObject({
        status: 401,
        body: { detail: TEXT.invalidCode },
      });
    }
    expect(await post('203.0.113.3', '/auth/login/2fa', { challenge: attacker, code: totpCode(secret, clock.at) })).toMatchObject({
      status: 401,
      body: { detail: TEXT.challengeExpired },
    });

    const owner = (await login('198.51.100.9', 'second@example.com', 'Passw0rd!')).body.challenge;
    expect((await post('198.51.100.9', '/auth/login/2fa', { challenge: owner, code: totpCode(secret, clock.at) })).status).toBe(200);
  });
});

describe('client addresses', () => {
  it('come from X-Forwarded-For only behind a trusted proxy: by default a client cannot rotate past its limit', async () => {
    const direct = await startTestServer();
    try {
      await new ApiClient(direct.url).fresh().signUp('rotate@example.com');
      const attempt = async (from: string, password: string) =>
        (
          await fetch(`${direct.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
            body: JSON.stringify({ email: 'rotate@example.com', password }),
          })
        ).status;
      for (let guess = 0; guess < 6; guess += 1) expect(await attempt(`203.0.113.${guess + 10}`, 'Guess000!')).toBe(401);
      expect(await attempt('203.0.113.99', 'Guess000!')).toBe(429);
    } finally {
      await direct.stop();
    }
  });
});

describe('access tokens', () => {
  it('without an expiry are refused, even when signed with the real key for a live session', async () => {
    const user = await signedUp(file.api, 'forever@example.com');
    const { sid } = jwt.decode(user.token!) as { sid: string };
    const claims = { email: 'forever@example.com', sid, typ: 'access' };
    const signed = (expiresIn?: number) =>
      jwt.sign(claims, JWT_SECRET, { algorithm: 'HS256', subject: user.id, issuer: 'rostra', ...(expiresIn ? { expiresIn } : {}) });
    const client = file.api.fresh();
    client.token = signed(60);
    expect((await client.get('/profile')).status).toBe(200);
    client.token = signed();
    expect(await client.get('/profile')).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
  });
});
