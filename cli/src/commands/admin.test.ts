import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { creationTokenId, creationTokenStream } from '@rostra/command-api/creation-tokens/streams';
import { loadConfig } from '@rostra/platform';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openStores } from '../server/stores.ts';
import { ApiClient } from '../testing/api-client.ts';
import { startTestServer } from '../testing/test-server.ts';
import { adminCommand } from './admin.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'rostra-admin-'));
  vi.stubEnv('DATA_DIR', dataDir);
});
afterEach(() => {
  vi.unstubAllEnvs();
  process.exitCode = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

async function issueToken(...args: string[]): Promise<string[]> {
  const lines: string[] = [];
  await adminCommand((line) => lines.push(line)).parseAsync(['issue-token', ...args], { from: 'user' });
  return lines;
}

describe('rostra admin issue-token', () => {
  it('issues a token from the command line that creates the first organization of a new install', async () => {
    const lines = await issueToken('--days', '3', '--notes', 'First ward', '--email', 'Boss@Example.com', '--organization', 'Ward 1');
    const token = /^Creation token: ([A-Za-z0-9_-]{43})$/.exec(lines[0]!)![1]!;
    expect(lines[1]).toMatch(/^Expires: \d{4}-\d\d-\d\dT/);

    const stores = await openStores(loadConfig());
    const [issued] = await stores.events.readStream(creationTokenStream(creationTokenId(token)));
    await stores.close();
    expect(issued).toMatchObject({
      type: 'CreationTokenIssued',
      data: { token, notes: 'First ward', requestedByEmail: 'boss@example.com', intendedOrganizationName: 'Ward 1' },
      metadata: { actorUserId: null, actorEmail: null, correlationId: expect.stringMatching(/^cli-/) },
    });
    const { issuedAt, expiresAt } = issued!.data as { issuedAt: string; expiresAt: string };
    expect(Date.parse(expiresAt) - Date.parse(issuedAt)).toBe(3 * 86_400_000);

    const server = await startTestServer({ DATA_DIR: dataDir });
    try {
      const founder = new ApiClient(server.url);
      await founder.signUp('boss@example.com');
      expect(await founder.post('/organizations', { creation_token: token, name: 'Ward 1' })).toMatchObject({
        status: 201,
        body: { id: 1 },
      });
    } finally {
      await server.stop();
    }
  });

  it('refuses an expiry outside 1 to 90 days, and writes nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await issueToken('--days', '91')).toEqual([]);
    expect(errors).toHaveBeenCalledWith('--days: Must be a whole number between 1 and 90');
    expect(process.exitCode).toBe(2);
    const stores = await openStores(loadConfig());
    expect(await stores.events.headPosition()).toBeNull();
    await stores.close();
  });
});
