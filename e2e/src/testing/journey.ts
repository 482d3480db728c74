import { ApiClient } from '@rostra/cli/testing/api-client';
import { readModelsCaughtUp, startTestServer, type TestServer } from '@rostra/cli/testing/test-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from '../browser.ts';

export const PASSWORD = 'Passw0rd!';
export const SUPER_ADMIN = 'root@example.com';

export interface Journey {
  server: TestServer;
  browser: Browser;
  /** A separate browser profile: its own local storage, so its own session. */
  person(options?: { width?: number; height?: number; colorScheme?: 'light' | 'dark' }): Promise<Page>;
  api(): ApiClient;
}

/** The real all-in-one server on a fresh data dir and the Debian Chromium, for one journey file; `env` adds to its configuration. */
export function journey(env: Record<string, string> = {}): Journey {
  const contexts: BrowserContext[] = [];
  const state = {} as Journey;
  beforeAll(async () => {
    [state.server, state.browser] = await Promise.all([startTestServer({ SUPER_ADMIN_EMAILS: SUPER_ADMIN, ...env }), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await state.browser?.close();
    await state.server?.stop();
  });
  state.person = async ({ width = 1280, height = 800, colorScheme = 'light' } = {}) => {
    const context = await state.browser.newContext({ baseURL: state.server.url, viewport: { width, height }, colorScheme });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: state.server.url });
    contexts.push(context);
    return context.newPage();
  };
  state.api = () => new ApiClient(state.server.url);
  return state;
}

/**
 * Waits until the read models include every write so far. Before a page load (the web app keeps its
 * read-your-writes position in memory, so a loaded page's first reads wait for nothing) and before a
 * read by a client that did not make the last write.
 */
export const caughtUp = (j: Journey): Promise<void> => readModelsCaughtUp(j.server);

/** Signs in through the Sign In form and waits until the app has left the auth pages. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** An organization founded through the API: a super admin issues the token, the founder uses it. */
export async function foundOrganization(j: Journey, founderEmail: string, name: string): Promise<{ id: string; founder: ApiClient }> {
  const root = j.api();
  await root.signUp(SUPER_ADMIN, PASSWORD).catch(() => root.signIn(SUPER_ADMIN, PASSWORD));
  const token = await root.post('/admin/organization-tokens', { intended_organization_name: name });
  const founder = j.api();
  await founder.signUp(founderEmail, PASSWORD, founderEmail.split('@')[0]);
  const created = await founder.post('/organizations', { creation_token: token.body.token, name });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`create organization: ${created.status} ${JSON.stringify(created.body)}`);
  // The founder reads it back: the read models have it before a browser signs in (whose first reads wait for nothing).
  await founder.get('/organizations');
  return { id: String(created.body.id), founder };
}
