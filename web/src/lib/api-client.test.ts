import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api.ts';
import { api } from './api-client.ts';
import { errorText } from './errors.ts';
import { ApiError } from './http.ts';
import { session } from './session.ts';

const answer = (access: string) => ({
  access_token: access,
  refresh_token: `r-${access}`,
  token_type: 'bearer',
  expires_in: 900,
  user: {},
});

beforeEach(() => session.start(answer('first') as never));
afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('the API client', () => {
  it('sends the Bearer token and the highest event position it has seen', async () => {
    const calls = fakeApi({
      'PUT /profile': { body: {}, headers: { 'X-Rostra-Position': '42' } },
      'GET /profile': { body: { name: 'Ann' } },
    }).calls;
    await api.put('/profile', { name: 'Ann' });
    await api.get('/profile');
    expect(calls[1]!.headers).toMatchObject({ Authorization: 'Bearer first', 'X-Rostra-Min-Position': '42' });
  });

  it('renews the token once after a 401 and repeats the call', async () => {
    const { calls } = fakeApi({
      'GET /profile': ({ headers }) =>
        headers.Authorization === 'Bearer second' ? { body: { name: 'Ann' } } : { status: 401, body: { detail: 'Token expired' } },
      'POST /auth/refresh': { body: answer('second') },
    });
    expect(await api.get('/profile')).toEqual({ name: 'Ann' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /profile', 'POST /auth/refresh', 'GET /profile']);
    expect(calls[1]!.body).toEqual({ refresh_token: 'r-first' });
    expect(session.tokens()?.refresh_token).toBe('r-second');
  });

  it('signs out when the session cannot be renewed', async () => {
    fakeApi({
      'GET /profile': { status: 401, body: { detail: 'Not signed in' } },
      'POST /auth/refresh': { status: 401, body: { detail: 'Your session has expired. Please sign in again.' } },
    });
    const signedOut = vi.fn();
    const stop = session.onSignedOut(signedOut);
    await expect(api.get('/profile')).rejects.toBeInstanceOf(ApiError);
    expect(session.tokens()).toBeNull();
    expect(signedOut).toHaveBeenCalled();
    stop();
  });

  it('renews a token that is about to expire before using it', async () => {
    session.start({ ...answer('old'), expires_in: 60 } as never);
    const { calls } = fakeApi({ 'POST /auth/refresh': { body: answer('new') }, 'GET /profile': { body: {} } });
    await api.get('/profile');
    expect(calls.map((c) => c.path)).toEqual(['/auth/refresh', '/profile']);
    expect(calls[1]!.headers.Authorization).toBe('Bearer new');
  });
});

describe('error texts', () => {
  it('follow docs/product/error-texts.md#how-the-web-picks-an-error-text: the detail, else a generic text, else the message, else an unexpected error', () => {
    expect(errorText(new ApiError(409, 'Already a member'))).toBe('Already a member');
    expect(errorText(new ApiError(500, null))).toBe('An error occurred');
    expect(errorText(new Error('Could not reach the server'))).toBe('Could not reach the server');
    expect(errorText('???')).toBe('An unexpected error occurred');
  });
});
