import {
  authorizationProjections,
  CATCHING_UP,
  MIN_POSITION_HEADER,
  ProjectionRunner,
  STALE_HEADER,
  waitForPosition,
} from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient } from '../testing/api-client.ts';
import { createOrganization, signedUp, type SignedIn } from '../testing/organization.ts';
import { organizationWorld } from '../testing/organization-world.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const world = organizationWorld();

/** A script's client: it never sends `X-Rostra-Min-Position`. */
async function plainUser(email: string): Promise<SignedIn> {
  const user = await signedUp(world.root, email);
  user.sendsPosition = false;
  return user;
}

const get = (token: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${world.server.url}/api${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

describe('read-your-own-writes', () => {
  it('lets a command that follows a write at once be authorized by the roles that write gave', async () => {
    const founder = await signedUp(world.root, 'rw-founder@example.com');
    const token = await world.root.post('/admin/organization-tokens', {});
    const created = await founder.post('/organizations', { creation_token: token.body.token, name: 'Fresh Ward' });
    // No read in between: the invitation is authorized by the membership the creation just made.
    const invited = await founder.post(`/organizations/${created.body.id}/invitations`, { email: 'next@example.com', is_employee: true });
    expect(invited.status).toBe(201);
  });

  it('shows a read the write it follows', async () => {
    const founder = await signedUp(world.root, 'rw-reader@example.com');
    await founder.put('/profile', { name: 'Just Renamed' });
    expect((await founder.get('/profile')).body.name).toBe('Just Renamed');
  });

  it('shows a client that sends no position its own writes, every time', async () => {
    const founder = await plainUser('rw-plain@example.com');
    const id = await createOrganization(world.root, founder, { name: 'Plain Ward' });
    const missed = [];
    for (let trial = 0; trial < 50; trial++) {
      const created = await founder.post(`/organizations/${id}/shift-types`, { name: `Shift ${trial}`, start_time: '07:00' });
      const listed = (await founder.get(`/organizations/${id}/shift-types`)).body as { id: string }[];
      if (!listed.some((shiftType) => shiftType.id === created.body.id)) missed.push(trial);
    }
    expect(missed).toEqual([]);
  });

  it('keeps X-Rostra-Min-Position as an explicit override: another session reads a write it was told about', async () => {
    const founder = await plainUser('rw-override@example.com');
    const id = await createOrganization(world.root, founder, { name: 'Override Ward' });
    const device = await founder.fresh().post('/auth/login', { email: founder.email, password: 'Passw0rd!' });
    for (let trial = 0; trial < 10; trial++) {
      const created = await founder.post(`/organizations/${id}/shift-types`, { name: `Told ${trial}`, start_time: '07:00' });
      const read = await get(device.body.access_token, `/organizations/${id}/shift-types`, {
        [MIN_POSITION_HEADER]: created.headers.get('X-Rostra-Position')!,
      });
      expect(((await read.json()) as { id: string }[]).map((shiftType) => shiftType.id)).toContain(created.body.id);
    }
  });

  it('waits for the log head only when a client sends a position beyond it (a wiped data dir)', async () => {
    const reader = await signedUp(world.root, 'rw-beyond@example.com');
    const read = await get(reader.token!, '/profile', { [MIN_POSITION_HEADER]: '9'.repeat(30) });
    expect(read.status).toBe(200);
    expect(read.headers.get(STALE_HEADER)).toBeNull();
  });
});

describe('when the read models cannot catch up', () => {
  // The API alone, with projections that never advance past what each test lets them: everything
  // authorization needs runs (from where the last test left it), the shift types stay behind.
  let api: TestServer;
  let rootHere: ApiClient;
  let runner: ProjectionRunner | null;
  let client: ApiClient;
  let id: string;
  let tests = 0;
  beforeAll(async () => {
    api = await startTestServer(
      { READ_YOUR_WRITES_TIMEOUT_MS: '100', SUPER_ADMIN_EMAILS: 'root@example.com' },
      { services: ['command-api', 'query-api'] },
    );
    rootHere = new ApiClient(api.url);
    await catchingUp();
    await rootHere.signUp('root@example.com');
    await runner?.stop();
  });
  /** Starts the projections authorization needs, from where they stopped. */
  async function catchingUp() {
    const { events, readStore } = api.running.stores;
    runner = new ProjectionRunner(events, readStore, authorizationProjections(allProjections));
    await runner.start();
  }
  beforeEach(async () => {
    await catchingUp();
    client = await signedUp(rootHere, `rw-stale.t${++tests}@example.com`);
    client.sendsPosition = false;
    id = await createOrganization(rootHere, client, { name: 'Stale Ward' });
    // Each test starts with authorization's read models holding all of the above.
    const head = await api.running.stores.events.headPosition();
    expect(await waitForPosition(api.running.stores.readStore, authorizationProjections(allProjections), head!, { timeoutMs: 5000 })).toBe(
      true,
    );
  });
  afterEach(async () => {
    await runner?.stop();
  });
  afterAll(async () => {
    await api.stop();
  });

  it("says in X-Rostra-Stale that an answer may miss the session's own write", async () => {
    const created = await client.post(`/organizations/${id}/shift-types`, { name: 'Unseen', start_time: '07:00' });
    expect(created.status).toBe(201);
    const read = await client.get(`/organizations/${id}/shift-types`);
    expect(read.status).toBe(200);
    expect(read.headers.get(STALE_HEADER)).toBe(created.headers.get('X-Rostra-Position'));
    // A session that wrote nothing waits for nothing: its answer is as current as it asked for.
    const quiet = await signedUp(client, world.address('rw-quiet'));
    quiet.sendsPosition = false;
    expect((await quiet.get('/profile')).headers.get(STALE_HEADER)).toBeNull();
  });

  it("refuses to decide with 503 and Retry-After while authorization's read models are behind the log", async () => {
    await runner!.stop();
    runner = null;
    expect((await client.put('/profile', { name: 'Written' })).status).toBe(200);
    const refused = await client.get(`/organizations/${id}`);
    expect(refused).toMatchObject({ status: 503, body: { detail: CATCHING_UP } });
    expect(refused.headers.get('Retry-After')).toBe('1');
  });
});
