import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@rostra/platform';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './run.ts';
import { SERVICES } from './services.ts';

const parent = mkdtempSync(join(tmpdir(), 'rostra-run-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('starting the services', () => {
  // As in compose: stores elsewhere, keys configured. The image's /app is not writable by its user.
  it('creates nothing on disk when the chosen stores and the configured keys need no data directory', async () => {
    const dataDir = join(parent, 'data');
    const config = {
      ...loadConfig({
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DEMO: '0',
        EVENT_STORE_URL: 'memory:',
        JWT_SECRET: 'j'.repeat(32),
        TOTP_ENCRYPTION_KEY: 't'.repeat(32),
        PERSONAL_DATA_KEY: 'p'.repeat(32),
      }),
      readStoreUrl: 'memory:',
    };
    const running = await run(new Set(SERVICES), config);
    await running.stop();
    expect(existsSync(dataDir)).toBe(false);
  });

  it('creates the data directory for the embedded stores that live in it', async () => {
    const dataDir = join(parent, 'embedded');
    const running = await run(
      new Set(SERVICES),
      loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DEMO: '0' }),
    );
    await running.stop();
    expect(existsSync(join(dataDir, 'events.db'))).toBe(true);
    expect(existsSync(join(dataDir, 'read.db'))).toBe(true);
  });
});
