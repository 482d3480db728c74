import { MEMBERS_TABLE, ProjectionRunner, type Projection } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { afterAll, describe, expect, it } from 'vitest';
import { run, type Running } from './run.ts';
import { ApiClient } from '../testing/api-client.ts';
import { addMember, createOrganization, signedUp } from '../testing/organization.ts';
import { readModelsCaughtUp, startTestServer, type TestServer } from '../testing/test-server.ts';

const servers: { stop(): Promise<void> }[] = [];
afterAll(async () => {
  for (const server of servers.reverse()) await server.stop();
});

interface ProjectionsAnswer {
  projections: {
    name: string;
    version: number;
    serving: string | null;
    building: string | null;
    lagEvents: number;
    lagSeconds: number;
    buildingLagEvents: number | null;
  }[];
  rebuilds: { id: string; projection: string; status: string; requested_by: string; done: string[]; events: number; total: number }[];
}

/** A world on the all-in-one server: a super admin, and an organization with an admin and an employee. */
async function world(server: TestServer) {
  const root = new ApiClient(server.url);
  await root.signUp('root@example.com');
  const admin = await signedUp(root, 'admin@example.com', 'Admin');
  const org = await createOrganization(root, admin);
  const employee = await addMember(admin, org, 'employee@example.com');
  return { root, admin, org, employee };
}

describe('projection operations through the API', () => {
  it('lets a super admin rebuild a projection blue/green and follow its progress', async () => {
    const server = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
    servers.push(server);
    const { root, admin } = await world(server);
    expect((await admin.post('/admin/projections/audit/rebuild')).status).toBe(403);
    expect(await root.post('/admin/projections/nope/rebuild')).toMatchObject({
      status: 404,
      body: { detail: expect.stringMatching(/^Unknown projection "nope"/) },
    });

    const requested = await root.post('/admin/projections/audit/rebuild');
    expect(requested).toMatchObject({ status: 202, body: { projection: 'audit', status: 'requested' } });
    const rebuild = async () =>
      (await root.get<ProjectionsAnswer>('/admin/projections')).body.rebuilds.find((r) => r.id === requested.body.request_id);
    await expect.poll(async () => (await rebuild())?.status, { timeout: 15_000 }).toBe('done');
    expect(await rebuild()).toMatchObject({ projection: 'audit', requested_by: 'root@example.com', done: ['audit'] });
    const { body } = await root.get<ProjectionsAnswer>('/admin/projections');
    expect(body.projections.map((p) => p.name)).toEqual(allProjections.map((p) => p.name));
    const audit = allProjections.find((p) => p.name === 'audit')!;
    // The rebuild's generation (2) of the audit projection's current version.
    expect(body.projections.find((p) => p.name === 'audit')).toMatchObject({
      serving: `v${audit.version}g2`,
      building: null,
      lagEvents: 0,
      buildingLagEvents: null,
    });
    expect((await admin.get('/admin/projections')).status).toBe(403);
  });

  /**
   * The API alone (as in compose) on a world's log, and the projections of a release whose members
   * projection changed version, its rebuild held until `release`.
   */
  async function membersRebuildHeld(readYourWritesTimeoutMs?: number) {
    const first = await startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com' });
    const { admin, org, employee } = await world(first);
    await readModelsCaughtUp(first); // the old generation holds the whole world
    await first.running.stop();
    const config = {
      ...first.running.config,
      READ_YOUR_WRITES_TIMEOUT_MS: readYourWritesTimeoutMs ?? first.running.config.READ_YOUR_WRITES_TIMEOUT_MS,
    };
    const api: Running = await run(new Set(['command-api', 'query-api']), config);
    servers.push({ stop: () => api.stop() }, { stop: () => first.stop() });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const members = allProjections.find((p) => p.name === 'members')!;
    const bumped: Projection = {
      ...members,
      version: members.version + 1,
      apply: async (event, tx) => (await gate, members.apply(event, tx)),
    };
    const runner = new ProjectionRunner(
      api.stores.events,
      api.stores.readStore,
      allProjections.map((p) => (p === members ? bumped : p)),
      { operations: false },
    );
    servers.push({ stop: () => runner.stop() });
    await runner.start();
    const client = new ApiClient(api.url!);
    await client.signIn(admin.email);
    const swapped = () =>
      expect.poll(() => api.stores.readStore.resolveAlias(MEMBERS_TABLE), { timeout: 15_000 }).toBe(`members__v${bumped.version}g2`);
    return { api, org, employee, client, release, old: `members__v${members.version}g1`, swapped };
  }

  it('keeps answering from the old generation while a projection whose version changed is rebuilt, then from the new one', async () => {
    const { api, org, client, release, old, swapped } = await membersRebuildHeld();
    const listed = await client.get(`/organizations/${org}/members`);
    expect(listed.status).toBe(200);
    expect(listed.body.members.map((m: { email: string }) => m.email)).toEqual(['admin@example.com', 'employee@example.com']);
    expect(await api.stores.readStore.resolveAlias(MEMBERS_TABLE)).toBe(old);

    release();
    await swapped();
    expect((await client.get(`/organizations/${org}/members`)).body).toEqual(listed.body);
    expect(await api.stores.readStore.listTables()).not.toContain(old);
  });

  it('authorizes from the old generation only until a role changes, then waits for the new one', async () => {
    const { api, org, employee, client, release, swapped } = await membersRebuildHeld(100);
    expect((await client.put(`/organizations/${org}/members/${employee.id}/role`, { is_admin: true, is_employee: true })).status).toBe(200);
    // The frozen table misses that change: requests are refused for now instead of decided on it …
    const refused = await new ApiClient(api.url!).post('/auth/login', { email: employee.email, password: 'Passw0rd!' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    // … and decided on the new generation once it serves.
    release();
    await swapped();
    const members = (await client.get(`/organizations/${org}/members`)).body.members as { email: string }[];
    expect(members.find((m) => m.email === 'employee@example.com')).toMatchObject({ is_admin: true });
  });
});
