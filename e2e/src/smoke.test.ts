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
  it('serves the web app: a guest at the root lands on the sign-in page', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForURL('**/auth/login');
    await expect.poll(() => page.getByText("Manage your team's schedules with ease").isVisible()).toBe(true);
    expect(await page.title()).toBe('Sign In · Rostra');
    expect((await page.request.get(`${server.url}/api/health`)).ok()).toBe(true);
    await snap(page, 'smoke-sign-in');
  });
});
