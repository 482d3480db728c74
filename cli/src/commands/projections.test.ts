import { rmSync } from 'node:fs';
import { loadConfig, USERS_TABLE } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProgram } from '../program.ts';
import { openStores } from '../server/stores.ts';
import { ApiClient } from '../testing/api-client.ts';
import { startTestServer } from '../testing/test-server.ts';

afterEach(() => vi.restoreAllMocks());

/** A data directory with a few registered users, its server stopped. */
async function dataDirWithUsers(): Promise<string> {
  const server = await startTestServer();
  const api = new ApiClient(server.url);
  for (const name of ['a', 'b', 'c']) await api.signUp(`${name}@example.com`);
  await api.get('/auth/session'); // waits until every projection has caught up with the last sign-in
  await server.running.stop();
  return server.dataDir;
}

async function rostra(dataDir: string, ...args: string[]): Promise<string> {
  vi.stubEnv('DATA_DIR', dataDir);
  vi.stubEnv('LOG_LEVEL', 'silent');
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void lines.push(parts.join(' ')));
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true); // the progress bar
  await buildProgram().parseAsync(['node', 'rostra', ...args]);
  vi.unstubAllEnvs();
  return lines.join('\n');
}

describe('rostra projections', () => {
  it('rebuild all: rebuilds every read model into a new generation and reports events and rate', async () => {
    const dataDir = await dataDirWithUsers();
    const output = await rostra(dataDir, 'projections', 'rebuild', 'all');
    for (const { name, version } of allProjections) {
      expect(output).toMatch(new RegExp(`^${name}: \\d+ events in [\\d.]+ s \\(\\d+ events/s\\); serving generation v${version}g2$`, 'm'));
    }
    const users = allProjections.find((projection) => projection.name === 'users')!;

    const stores = await openStores(loadConfig({ DATA_DIR: dataDir }));
    const rebuilt = `users__v${users.version}g2`;
    expect(await stores.readStore.resolveAlias(USERS_TABLE)).toBe(rebuilt);
    expect(await stores.readStore.count(rebuilt)).toBe(3);
    expect(await stores.readStore.listTables()).not.toContain(`users__v${users.version}g1`);
    await stores.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('status: lists each projection with its checkpoint and lag', async () => {
    const dataDir = await dataDirWithUsers();
    const rows = JSON.parse(await rostra(dataDir, 'projections', 'status', '--json')) as {
      name: string;
      version: number;
      lagEvents: number;
      serving: string;
    }[];
    expect(rows.map((row) => row.name)).toEqual(allProjections.map((projection) => projection.name));
    for (const row of rows) expect(row, row.name).toMatchObject({ lagEvents: 0, serving: `v${row.version}g1` });
    rmSync(dataDir, { recursive: true, force: true });
  });
});
