import { afterEach, beforeEach, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { fakeApi } from './fake-api.ts';

/** Every test of the file runs signed in as `user` (GET /auth/session answers it); afterwards signed out, nothing remembered. */
export function signedInAs(user: object): void {
  beforeEach(() => {
    session.start({ access_token: 'a', refresh_token: 'r', expires_in: 3600 } as Parameters<typeof session.start>[0]);
    fakeApi({ 'GET /auth/session': { body: user } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    session.end();
    localStorage.clear();
  });
}
