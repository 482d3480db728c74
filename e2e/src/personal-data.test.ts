import { readFile } from 'node:fs/promises';
import { appendToMonth, generated, type Month } from '@rostra/cli/testing/schedules';
import { ACCOUNT_SECURITY_TEXT, monthKey, todayIn, type PersonalDataExport } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './support/journey.ts';
import { joinAsNewUser } from './support/members.ts';

// A person's data in the browser: Account → Download my data (a JSON file with their shift) →
// Delete my account (password) → signed out; the admin's calendar then shows the replacement.

const j = journey();
const ERIN = 'erin.employee@example.com';

describe('personal data', () => {
  it('an employee downloads their data, then deletes their account; the schedule keeps the shift under a replacement name', async () => {
    const { id, founder } = await foundOrganization(j, 'fay@example.com', 'Sunrise Care');
    await joinAsNewUser(j, founder, id, ERIN);
    const erinId = (await founder.get(`/organizations/${id}/members`)).body.members.find((m: { email: string }) => m.email === ERIN)
      .id as string;
    const early = (await founder.post(`/organizations/${id}/shift-types`, { name: 'Early', start_time: '07:00' })).body.id as string;
    const today = todayIn('UTC', new Date());
    const month: Month = { organizationId: id, year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
    const date = `${monthKey(month.year, month.month)}-15`;
    await appendToMonth(
      j.server,
      month,
      generated(month, {
        shiftTypes: [{ id: early, name: 'Early', start_time: '07:00', duration_hours: 8, position_labels: {} }],
        memberNames: { [erinId]: 'Erin Employee' },
        shifts: [[date, early, erinId, 1]],
        coverage: [{ date, shift_type_id: early, required_count: 1, assigned_count: 1, status: 'fully-staffed', reasons: [] }],
      }),
    );

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
