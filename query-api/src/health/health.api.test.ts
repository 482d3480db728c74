import { allProjections } from '@rostra/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '@rostra/cli/testing/api-client';
import { startTestServer, type TestServer } from '@rostra/cli/testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('GET /api/health', () => {
  it('reports each store and each projection caught up with the log head', async () => {
    const api = new ApiClient(server.url);
    await api.signUp('health@example.com');
    await api.get('/auth/session'); // waits for the projections to apply the sign-in (health itself never waits)
    const health = await api.get('/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.stores).toEqual({ eventStore: { status: 'ok' }, readStore: { status: 'ok' } });
    const users = health.body.projections.find((p: { name: string }) => p.name === 'users');
    const { version } = allProjections.find((projection) => projection.name === 'users')!;
    expect(users).toMatchObject({ version, serving: `v${version}g1`, building: null, caughtUp: true });
    expect(Number(users.checkpoint)).toBeGreaterThan(0);
    const lag = await api.get('/health/lag');
    expect(lag.body.projections.find((p: { name: string }) => p.name === 'users')).toMatchObject({ lagEvents: 0, lagSeconds: 0 });
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    expect(await new ApiClient(server.url).get('/nope')).toMatchObject({ status: 404, body: { detail: 'Not found' } });
  });
});
