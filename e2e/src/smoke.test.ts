import { startTestServer, type TestServer } from '@rostra/cli/testing/test-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snap } from './browser.ts';

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the all-in-one server in a real browser', () => {
  it('serves the web app, which reaches the API', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Service status: ok');
    await snap(page, 'smoke-home');
  });
});
