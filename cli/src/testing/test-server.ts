import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, waitForPosition } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import type { AppOptions } from '../server/app.ts';
import { run, type Running } from '../server/run.ts';
import { SERVICES, type Service } from '../server/services.ts';

export interface TestServer {
  url: string;
  dataDir: string;
  running: Running;
  stop(): Promise<void>;
}

/**
 * The real all-in-one server on a fresh data directory and a free port, with the embedded SQLite
 * stores, for HTTP tests and browser journeys (or only `services` of it). Only the password-hashing
 * cost is lowered, and the solver is round-limited and seeded.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  { services = SERVICES, ...options }: Pick<AppOptions, 'clock'> & { services?: readonly Service[] } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'rostra-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO: '0',
    LOG_LEVEL: 'silent',
    READ_YOUR_WRITES_TIMEOUT_MS: '5000',
    // Generations end after a fixed number of rounds of one seeded thread, not at a wall-clock
    // budget: the same schedule whatever the machine's load, and no waiting for a budget.
    SOLVER_MAX_ROUNDS: '50',
    SOLVER_SEED: '1',
    SOLVER_THREADS: '1',
    ...env,
  });
  const running = await run(new Set(services), config, { ...options, passwordHashing: { N: 1024, r: 8, p: 1 } });
  return {
    url: running.url!,
    dataDir,
    running,
    async stop() {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until every read model includes the whole log so far. For a read whose client has not seen
 * the latest write: another client's, or a browser page just loaded (it starts with no position to
 * send, so its first reads wait for nothing).
 */
export async function readModelsCaughtUp(server: TestServer): Promise<void> {
  const head = await server.running.stores.events.headPosition();
  if (head === null) return;
  if (!(await waitForPosition(server.running.stores.readStore, allProjections, head, { timeoutMs: 10_000 })))
    throw new Error('read models did not catch up');
}
