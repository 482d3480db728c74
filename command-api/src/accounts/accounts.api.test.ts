import { beforeEach, describe, expect, it } from 'vitest';
import { serverPerFile } from '@rostra/cli/testing/server-per-file';

// Reading the session user and the profile is specified in query-api/src/accounts/accounts.api.test.ts.
const file = serverPerFile();

const head = () => file.server.running.stores.events.headPosition();

describe('registration', () => {
  it('creates an account and answers with the user', async () => {
    const response = await file.api
      .fresh()
      .post('/auth/register', { email: 'Grace@Example.com', password: 'Passw0rd!', name: 'Grace Hopper' });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ email: 'grace@example.com', name: 'Grace Hopper' });
  });

  it('refuses an e-mail already registered, whatever its case, and changes nothing', async () => {
    await file.api.fresh().post('/auth/register', { email: 'dup@example.com', password: 'Passw0rd!' });
    const before = await head();
    const response = await file.api.fresh().post('/auth/register', { email: 'DUP@example.com', password: 'Passw0rd!' });
    expect(response).toMatchObject({ status: 409, body: { detail: 'An account with this email already exists' } });
    // The losing registration is recorded as abandoned; no second claim of the address exists.
    const login = await file.api.fresh().post('/auth/login', { email: 'dup@example.com', password: 'Passw0rd!' });
    expect(login.status).toBe(200);
    expect((await head())! > before!).toBe(true);
  });

  it.each([
    [{ password: 'Passw0rd!' }, 'email: This field is required'],
    [{ email: 'x@y', password: 'Passw0rd!' }, 'email: Must be at least 5 characters'],
    [{ email: 'not-an-email', password: 'Passw0rd!' }, 'email: Email must be a valid email address'],
    [{ email: 'a@example.com', password: 'short' }, 'password: Must be at least 8 characters'],
    [{ email: 'a@example.com', password: 'passw0rd!' }, 'password: Password must contain at least one uppercase letter'],
    [{ email: 'a@example.com', password: 'PASSW0RD!' }, 'password: Password must contain at least one lowercase letter'],
    [{ email: 'a@example.com', password: 'Password!' }, 'password: Password must contain at least one number'],
    [{ email: 'a@example.com', password: 'Passw0rdd' }, 'password: Password must contain at least one special character (@$!%*?&)'],
    [{ email: 'a@example.com', password: 'Passw0rd!', name: 'n'.repeat(256) }, 'name: Must be no more than 255 characters'],
  ])('refuses %j with "%s" and appends nothing', async (body, detail) => {
    const before = await head();
    const response = await file.api.fresh().post('/auth/register', body);
    expect(response).toMatchObject({ status: 400, body: { detail } });
    expect(await head()).toBe(before);
  });

  it('answers malformed JSON with a clear 400', async () => {
    const response = await file.api.fresh().call('POST', '/auth/register', '{"email":');
    expect(response).toMatchObject({ status: 400, body: { detail: 'Malformed JSON body' } });
  });
});

describe('signing in', () => {
  // Each test has its own Ada.
  let tests = 0;
  let ada: string;
  beforeEach(async () => {
    ada = `ada.t${++tests}@example.com`;
    await file.api.fresh().post('/auth/register', { email: ada, password: 'Passw0rd!', name: 'Ada' });
  });

  it('answers with an access token, a refresh token and the session user', async () => {
    const response = await file.api.fresh().post('/auth/login', { email: ada.toUpperCase(), password: 'Passw0rd!' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 900,
      user: { email: ada, app_metadata: { roles_by_organization: {} } },
    });
    expect(response.body.access_token).toEqual(expect.any(String));
    expect(response.body.refresh_token).toEqual(expect.any(String));
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await file.api.fresh().post('/auth/login', { email: ada, password: 'Wrong000!' });
    const unknown = await file.api.fresh().post('/auth/login', { email: 'nobody@example.com', password: 'Wrong000!' });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Invalid login credentials' } });
    expect(unknown).toMatchObject({ status: 401, body: { detail: 'Invalid login credentials' } });
  });

  it('requires only that a password is present', async () => {
    const response = await file.api.fresh().post('/auth/login', { email: ada, password: '' });
    expect(response).toMatchObject({ status: 400, body: { detail: 'password: This field is required' } });
  });

  it('slows failed attempts from one address with a 429 that says when to retry', async () => {
    const client = file.api.fresh();
    await client.post('/auth/register', { email: 'target@example.com', password: 'Passw0rd!' });
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await client.post('/auth/login', { email: 'target@example.com', password: 'Guess000!' })).status).toBe(401);
    }
    const blocked = await client.post('/auth/login', { email: 'target@example.com', password: 'Passw0rd!' });
    expect(blocked).toMatchObject({ status: 429, body: { detail: 'Too many sign-in attempts. Please try again in 1 second.' } });
    expect(blocked.headers.get('retry-after')).toBe('1');
    // Other addresses are not held by these failures: command-api/src/accounts/sign-in-throttle.api.test.ts.
  });
});

describe('sessions', () => {
  async function signedIn(email: string) {
    const client = file.api.fresh();
    await client.signUp(email);
    const login = await client.post('/auth/login', { email, password: 'Passw0rd!' });
    client.token = login.body.access_token;
    return { client, refresh: login.body.refresh_token as string };
  }

  it('rotate the refresh token: the new one works, and reusing the old one ends the session', async () => {
    const { client, refresh } = await signedIn('rotate@example.com');
    const renewed = await client.post('/auth/refresh', { refresh_token: refresh });
    expect(renewed.status).toBe(200);
    expect(renewed.body.refresh_token).not.toBe(refresh);

    const replay = await client.post('/auth/refresh', { refresh_token: refresh });
    expect(replay).toMatchObject({ status: 401, body: { detail: 'Your session has expired. Please sign in again.' } });
    expect((await client.post('/auth/refresh', { refresh_token: renewed.body.refresh_token })).status).toBe(401);
  });

  it('refuse a forged refresh token', async () => {
    expect((await file.api.fresh().post('/auth/refresh', { refresh_token: 'nonsense' })).status).toBe(401);
    expect((await file.api.fresh().post('/auth/refresh', { refresh_token: 'a.b.c' })).status).toBe(401);
  });

  it('all end on sign-out, which is global by default', async () => {
    const { client, refresh } = await signedIn('logout@example.com');
    const other = await client.fresh().post('/auth/login', { email: 'logout@example.com', password: 'Passw0rd!' });
    const out = await client.post('/auth/logout');
    expect(out).toMatchObject({ status: 200, body: { message: 'Logged out successfully' } });
    expect((await client.post('/auth/refresh', { refresh_token: refresh })).status).toBe(401);
    expect((await client.post('/auth/refresh', { refresh_token: other.body.refresh_token })).status).toBe(401);
  });

  it('can end just this one when asked for the local scope', async () => {
    const { client, refresh } = await signedIn('local@example.com');
    const other = await client.fresh().post('/auth/login', { email: 'local@example.com', password: 'Passw0rd!' });
    await client.post('/auth/logout', { scope: 'local' });
    expect((await client.post('/auth/refresh', { refresh_token: refresh })).status).toBe(401);
    expect((await client.post('/auth/refresh', { refresh_token: other.body.refresh_token })).status).toBe(200);
  });
});

describe('the profile', () => {
  it('changes the name, up to 255 characters', async () => {
    const client = file.api.fresh();
    await client.signUp('rename@example.com');
    expect((await client.put('/profile', { name: 'New Name' })).status).toBe(200);
    expect((await client.get('/profile')).body.name).toBe('New Name');
    expect(await client.put('/profile', { name: 'x'.repeat(256) })).toMatchObject({
      status: 400,
      body: { detail: 'name: Must be no more than 255 characters' },
    });
  });
});
