import { OffsetClock } from '@rostra/cli/testing/clock';
import { createServer, type Server, type Socket } from 'node:net';
import { ACCOUNT_SECURITY_TEXT as TEXT } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '@rostra/cli/testing/api-client';
import { outbox } from '@rostra/cli/testing/outbox';
import { signedUp } from '@rostra/cli/testing/organization';
import { serverPerFile } from '@rostra/cli/testing/server-per-file';
import { startTestServer } from '@rostra/cli/testing/test-server';
import { FIREFOX, SAFARI, signInAs } from '@rostra/cli/testing/devices';

// Password recovery, the profile's sessions and the password change (docs/api/account-security.md).
// Reading the sessions (GET /auth/sessions) is specified in query-api/src/accounts/accounts.api.test.ts.

const MINUTE = 60_000;
const clock = new OffsetClock();
const file = serverPerFile({}, { clock });

const head = () => file.server.running.stores.events.headPosition();

const mails = () => outbox(file.server.dataDir);

/** The recovery mail is sent after the answer: wait (bounded) for the `count`th one to this address. */
async function resetLink(email: string, count = 1): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const sent = mails().filter((eml) => eml.includes(`To: ${email}`));
    if (sent.length >= count) return /(http\S+\/auth\/reset-password\?token=\S+)/.exec(sent[count - 1]!)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no recovery mail to ${email}`);
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('asking for a password reset', () => {
  it('answers a known and an unknown address with the same status, body and headers', async () => {
    await signedUp(file.api, 'known@example.com');
    const known = await file.api.fresh().post('/auth/password-recovery', { email: 'known@example.com' });
    const unknown = await file.api.fresh().post('/auth/password-recovery', { email: 'unknown@example.com' });
    expect(known).toMatchObject({ status: 202, body: { message: TEXT.recoveryRequested } });
    expect(unknown.body).toEqual(known.body);
    const headers = (response: typeof known) => [...response.headers].filter(([name]) => name !== 'date');
    expect(headers(unknown)).toEqual(headers(known));
    expect(known.headers.get('x-rostra-position')).toBeNull();
  });

  it('mails a known address a link to the reset form, and nobody for an unknown one', async () => {
    await signedUp(file.api, 'mailed@example.com', 'Mae Lee');
    await file.api.fresh().post('/auth/password-recovery', { email: 'nobody@example.com' });
    await file.api.fresh().post('/auth/password-recovery', { email: 'Mailed@Example.com' });
    const link = await resetLink('mailed@example.com');
    expect(link).toMatch(new RegExp(`^${file.server.url}/auth/reset-password\\?token=[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`));
    const mail = mails().find((eml) => eml.includes(link))!;
    expect(mail).toMatch(/^Subject: Reset your Rostra password$/m);
    expect(mail).toMatch(/^Hello Mae Lee,$/m);
    expect(mail).toContain('within 30 minutes');
    // Asked for first, the unknown address would have had its mail by now.
    expect(mails().some((eml) => eml.includes('To: nobody@example.com'))).toBe(false);
  });

  it('keeps only the hash of the token in the log', async () => {
    const user = await signedUp(file.api, 'hashed@example.com');
    await file.api.fresh().post('/auth/password-recovery', { email: 'hashed@example.com' });
    const token = tokenOf(await resetLink('hashed@example.com'));
    const log = JSON.stringify(
      (await file.server.running.stores.events.readStream(`user-${user.id}`)).map(({ type, data }) => ({ type, data })),
    );
    expect(log).toContain('PasswordRecoveryRequested');
    expect(log).not.toContain(token.split('.')[1]);
  });

  it('answers before any work that depends on the account: a mail server that never answers delays neither', async () => {
    // Same work before the answer for every address (validation, rate limits); the lookup, the log
    // and the mail come after it. A hanging SMTP server would hold a known address's answer otherwise.
    const sockets = new Set<Socket>();
    const blackHole: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const port = (blackHole.address() as { port: number }).port;
    const slow = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const client = new ApiClient(slow.url);
      await client.signUp('slow@example.com');
      const known = await client.fresh().post('/auth/password-recovery', { email: 'slow@example.com' });
      const unknown = await client.fresh().post('/auth/password-recovery', { email: 'nobody@example.com' });
      expect([known.status, unknown.status]).toEqual([202, 202]);
      expect(known.body).toEqual(unknown.body);
    } finally {
      for (const socket of sockets) socket.destroy();
      blackHole.close();
      await slow.stop();
    }
  });

  it('limits requests per address with a 429, for known and unknown ones alike', async () => {
    for (const email of ['limited@example.com', 'limited-unknown@example.com']) {
      if (email === 'limited@example.com') await signedUp(file.api, email);
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await file.api.fresh().post('/auth/password-recovery', { email })).status).toBe(202);
      const blocked = await file.api.fresh().post('/auth/password-recovery', { email });
      expect(blocked.status).toBe(429);
      expect(blocked.body.detail).toMatch(/^Too many password recovery requests\. Please try again in \d+ minutes?\.$/);
    }
  });

  it('refuses an invalid address with the text of docs/product/validation.md', async () => {
    const response = await file.api.fresh().post('/auth/password-recovery', { email: 'not-an-email' });
    expect(response).toMatchObject({ status: 400, body: { detail: 'email: Email must be a valid email address' } });
  });
});

describe('resetting the password from the link', () => {
  it('sets the new password, once, and signs out every session', async () => {
    const user = await signedUp(file.api, 'reset@example.com');
    const login = await file.api.fresh().post('/auth/login', { email: 'reset@example.com', password: 'Passw0rd!' });
    await file.api.fresh().post('/auth/password-recovery', { email: 'reset@example.com' });
    const token = tokenOf(await resetLink('reset@example.com'));

    // The signed-in client resets, so its next read includes the reset (read-your-own-writes).
    const reset = await user.post('/auth/password-reset', { token, password: 'N3w-Passw0rd!' });
    expect(reset).toMatchObject({ status: 200, body: { message: TEXT.passwordReset } });
    expect((await user.get('/profile')).status).toBe(401);
    expect((await file.api.fresh().post('/auth/refresh', { refresh_token: login.body.refresh_token })).status).toBe(401);
    expect((await file.api.fresh().post('/auth/login', { email: 'reset@example.com', password: 'Passw0rd!' })).status).toBe(401);
    expect((await file.api.fresh().post('/auth/login', { email: 'reset@example.com', password: 'N3w-Passw0rd!' })).status).toBe(200);

    const again = await file.api.fresh().post('/auth/password-reset', { token, password: 'An0ther-Passw0rd!' });
    expect(again).toMatchObject({ status: 400, body: { detail: TEXT.resetLinkInvalid } });
  });

  it('refuses a link older than 30 minutes', async () => {
    await signedUp(file.api, 'late@example.com');
    await file.api.fresh().post('/auth/password-recovery', { email: 'late@example.com' });
    const token = tokenOf(await resetLink('late@example.com'));
    clock.offset = 30 * MINUTE;
    try {
      const late = await file.api.fresh().post('/auth/password-reset', { token, password: 'N3w-Passw0rd!' });
      expect(late).toMatchObject({ status: 400, body: { detail: TEXT.resetLinkInvalid } });
    } finally {
      clock.offset = 0;
    }
    expect((await file.api.fresh().post('/auth/login', { email: 'late@example.com', password: 'Passw0rd!' })).status).toBe(200);
  });

  it('refuses a forged token and a weak password with the texts of docs/product/validation.md, appending nothing', async () => {
    await signedUp(file.api, 'weak@example.com');
    await file.api.fresh().post('/auth/password-recovery', { email: 'weak@example.com' });
    const token = tokenOf(await resetLink('weak@example.com'));
    const before = await head();
    const cases: [unknown, string][] = [
      [{ token, password: 'Password!' }, 'password: Password must contain at least one number'],
      [{ token, password: 'short' }, 'password: Must be at least 8 characters'],
      [{ token: 'nonsense', password: 'N3w-Passw0rd!' }, `token: ${TEXT.resetLinkInvalid}`],
      [{ token: `${token.split('.')[0]}.${'x'.repeat(43)}`, password: 'N3w-Passw0rd!' }, TEXT.resetLinkInvalid],
      [{ token: `00000000-0000-0000-0000-000000000000.${'x'.repeat(43)}`, password: 'N3w-Passw0rd!' }, TEXT.resetLinkInvalid],
    ];
    for (const [body, detail] of cases)
      expect(await file.api.fresh().post('/auth/password-reset', body)).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });
});

describe('the sessions on the profile', () => {
  it("sign out one at a time: its access token stops working at once, and no one else's session can be", async () => {
    await signedUp(file.api, 'one@example.com');
    const phone = await signInAs(file, 'one@example.com', SAFARI);
    const laptop = await signInAs(file, 'one@example.com', FIREFOX);
    const out = await laptop.delete(`/auth/sessions/${phone.sessionId}`);
    expect(out).toMatchObject({ status: 200, body: { message: TEXT.signedOutSession } });
    // The laptop's read waits for the read models to include its write; from then on every request knows.
    expect((await laptop.get('/auth/sessions')).body.sessions.map((session: { id: string }) => session.id)).not.toContain(phone.sessionId);
    expect(await phone.get('/profile')).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    expect((await phone.post('/organizations', {})).status).toBe(401);
    expect((await file.api.fresh().post('/auth/refresh', { refresh_token: phone.refresh })).status).toBe(401);
    expect((await laptop.get('/profile')).status).toBe(200);

    const stranger = await signedUp(file.api, 'stranger@example.com');
    const strangers = (await stranger.get('/auth/sessions')).body.sessions;
    expect(await laptop.delete(`/auth/sessions/${strangers[0].id}`)).toMatchObject({ status: 404, body: { detail: TEXT.sessionNotFound } });
    expect((await stranger.get('/profile')).status).toBe(200);
  });

  it('sign out everywhere else, keeping this one', async () => {
    await signedUp(file.api, 'everywhere@example.com');
    const phone = await signInAs(file, 'everywhere@example.com', SAFARI);
    const laptop = await signInAs(file, 'everywhere@example.com', FIREFOX);
    const out = await laptop.post('/auth/sessions/revoke-all');
    expect(out).toMatchObject({ status: 200, body: { message: TEXT.signedOutOthers, revoked: 2 } });
    expect((await laptop.get('/auth/sessions')).body.sessions).toMatchObject([{ current: true }]);
    expect((await phone.get('/profile')).status).toBe(401);
  });

  it('all end with a global sign-out, the default of logout, access tokens included', async () => {
    const user = await signedUp(file.api, 'global@example.com');
    const other = await signInAs(file, 'global@example.com', SAFARI);
    await user.post('/auth/logout');
    expect((await user.get('/profile')).status).toBe(401);
    expect((await other.get('/profile')).status).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password and signs out every other session', async () => {
    const user = await signedUp(file.api, 'change@example.com');
    const other = await file.api.fresh().post('/auth/login', { email: 'change@example.com', password: 'Passw0rd!' });

    const wrong = await user.post('/auth/password', { current_password: 'Wrong000!', new_password: 'N3w-Passw0rd!' });
    expect(wrong).toMatchObject({ status: 400, body: { detail: `current_password: ${TEXT.currentPasswordWrong}` } });
    const weak = await user.post('/auth/password', { current_password: 'Passw0rd!', new_password: 'n3w-passw0rd!' });
    expect(weak).toMatchObject({ status: 400, body: { detail: 'new_password: Password must contain at least one uppercase letter' } });

    const changed = await user.post('/auth/password', { current_password: 'Passw0rd!', new_password: 'N3w-Passw0rd!' });
    expect(changed).toMatchObject({ status: 200, body: { message: TEXT.passwordChanged } });
    expect((await user.get('/auth/sessions')).body.sessions).toMatchObject([{ current: true }]);
    expect((await file.api.fresh().post('/auth/refresh', { refresh_token: other.body.refresh_token })).status).toBe(401);
    expect((await file.api.fresh().post('/auth/login', { email: 'change@example.com', password: 'N3w-Passw0rd!' })).status).toBe(200);
  });

  it('limits guesses of the current password', async () => {
    const user = await signedUp(file.api, 'guess@example.com');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await user.post('/auth/password', { current_password: 'Guess000!', new_password: 'N3w-Passw0rd!' })).status).toBe(400);
    }
    expect((await user.post('/auth/password', { current_password: 'Passw0rd!', new_password: 'N3w-Passw0rd!' })).status).toBe(429);
  });
});
