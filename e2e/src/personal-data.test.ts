import { readFile } from 'node:fs/promises';
import { ACCOUNT_SECURITY_TEXT, todayIn, type PersonalDataExport } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, journey, signIn } from './testing/journey.ts';
import { employeeOnAnEarly } from './testing/early-shift.ts';

// A person's data in the browser: Account → Download my data (a JSON file with their shift) →
// Delete my account (password) → signed out; the admin's calendar then shows the replacement.

const j = journey();
const ERIN = 'erin.employee@example.com';

describe('personal data', () => {
  it('an employee downloads their data, then deletes their account; the schedule keeps the shift under a replacement name', async () => {
    const { id, date } = await employeeOnAnEarly(j, ERIN, 'Erin Employee');
    const today = todayIn('UTC', new Date());

    const erin = await j.person();
    await signIn(erin, ERIN);
    await erin.goto('/profile');
    const card = erin.locator('section', { has: erin.getByRole('heading', { name: 'Your data' }) });
    await card.waitFor();
    await snap(erin, 'personal-data-1-profile');
    const download = erin.waitForEvent('download');
    await card.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`rostra-data-${today}.json`);
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8')) as PersonalDataExport;
    expect(exported.profile.email).toBe(ERIN);
    expect(exported.organizations.map((o) => o.organization_name)).toEqual(['Sunrise Care']);
    expect(exported.organizations[0]!.shifts.map((s) => [s.date, s.shift_type_name])).toEqual([[date, 'Early']]);

    await card.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = erin.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('Password').fill('Passw0rd!');
    await snap(erin, 'personal-data-2-delete');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await erin.waitForURL('**/auth/login');
    await expect.poll(() => erin.getByText(ACCOUNT_SECURITY_TEXT.accountDeleted).isVisible()).toBe(true);

    await caughtUp(j);
    const admin = await j.person();
    await signIn(admin, 'fay@example.com');
    await admin.goto(`/organizations/${id}/org-schedule`);
    const grid = admin.getByRole('table');
    await grid.getByText('Early').first().waitFor();
    // Names show with the details.
    await admin.getByRole('button', { name: 'Expand Details' }).click();
    await grid.getByText(/Former member \d+/).waitFor();
    expect(await grid.innerText()).not.toContain('Erin');
    await snap(admin, 'personal-data-3-replacement');
  });
});
