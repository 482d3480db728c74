import { describe, expect, it } from 'vitest';
import { OffsetClock } from '@rostra/cli/testing/clock';
import { FIREFOX, SAFARI, signInAs } from '@rostra/cli/testing/devices';
import { signedUp } from '@rostra/cli/testing/organization';
import { serverPerFile } from '@rostra/cli/testing/server-per-file';

const MINUTE = 60_000;
const clock = new OffsetClock();
const file = serverPerFile({}, { clock });

describe('GET /auth/session and GET /profile', () => {
  it('answer the user right after registration (read-your-own-writes)', async () => {
    const client = file.api.fresh();
    const user = await client.signUp('profile@example.com', 'Passw0rd!', 'Pro File');
    expect((await client.get('/auth/session')).body).toEqual({
      id: user.id,
      email: 'profile@example.com',
      name: 'Pro File',
      app_metadata: { roles_by_organization: {} },
    });
    const profile = await client.get('/profile');
    expect(profile.body).toMatchObject({ id: user.id, username: 'profile@example.com', email: 'profile@example.com', name: 'Pro File' });
    expect(Date.parse(profile.body.created_at)).not.toBeNaN();
  });

  it('refuse a missing or forged access token', async () => {
    expect((await file.api.fresh().get('/profile')).status).toBe(401);
    const forged = file.api.fresh();
    forged.token = 'eyJhbGciOiJub25lIn0.e30.';
    expect(await forged.get('/auth/session')).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
  });
});

describe('GET /auth/sessions', () => {
  it('lists the sessions, most recently used first, with device, start, last use and which one is this', async () => {
    await signedUp(file.api, 'devices@example.com');
    // The laptop refreshes the phone's tokens itself, so its reads include everything before (read-your-own-writes).
    const phone = await signInAs(file, 'devices@example.com', SAFARI);
    const laptop = await signInAs(file, 'devices@example.com', FIREFOX);
    clock.offset = 5 * MINUTE;
    try {
      await laptop.post('/auth/refresh', { refresh_token: phone.refresh });
    } finally {
      clock.offset = 0;
    }
    const { status, body } = await laptop.get('/auth/sessions');
    expect(status).toBe(200);
    expect(body.sessions).toHaveLength(3);
    const [first, second] = body.sessions;
    expect(first).toMatchObject({ device: 'Safari on iOS', user_agent: SAFARI, current: false });
    expect(Date.parse(first.last_used_at) - Date.parse(first.created_at)).toBeGreaterThanOrEqual(5 * MINUTE - 1000);
    expect(second).toMatchObject({ device: 'Firefox on Windows', current: true });
    expect(second.last_used_at).toBe(second.created_at);
    expect(body.sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1);
  });
});
