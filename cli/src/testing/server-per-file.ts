import { afterAll, beforeAll } from 'vitest';
import { ApiClient } from './api-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface ServerOfFile {
  server: TestServer;
  /** A client of it with no session (`api.fresh()` for another). */
  api: ApiClient;
}

/**
 * For the HTTP tests of the accounts, which need no organization: the test server, started before
 * the file's tests (with `env` and `options` as startTestServer takes them) and stopped after them.
 * Call at the top of a test file.
 */
export function serverPerFile(...args: Parameters<typeof startTestServer>): ServerOfFile {
  const file = {} as ServerOfFile;
  beforeAll(async () => {
    file.server = await startTestServer(...args);
    file.api = new ApiClient(file.server.url);
  });
  afterAll(() => file.server.stop());
  return file;
}
