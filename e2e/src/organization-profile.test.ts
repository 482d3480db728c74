import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn } from './testing/journey.ts';
import { invite } from './testing/members.ts';

const j = journey();

describe('organization profile: inline editing, the read-only view and deletion', () => {
  it('edits one field at a time, shows the read-only variant and deletes the organization', async () => {
    const { id, founder } = await foundOrganization(j, 'fay@example.com', 'Sunrise Care');
    await invite(founder, id, 'dan.dunn@example.com');

    const page = await j.person({ width: 390 });
    await signIn(page, 'fay@example.com');
    await page.goto(`/organizations/${id}/org-admin?tab=members`);
    await page.getByRole('heading', { name: 'Members (2)' }).waitFor();
    await snap(page, 'organization-profile-1-members-390');

    await page.goto(`/organizations/${id}/org-admin?tab=profile`);
    await page.getByRole('button', { name: 'Edit Phone' }).click();
    await page.getByLabel('Phone').fill('555-1234');
    await page.getByText('Phone number must be in international format (e.g., +1234567890)').waitFor();
    await page.getByLabel('Phone').fill('+15551234');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Phone updated successfully').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Edit Email' }).click();
    await page.getByLabel('Email').fill('office@sunrise.example');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText('office@sunrise.example').isVisible()).toBe(true);
    await snap(page, 'organization-profile-2-inline-edit-390');

    // The read-only variant: empty sections hidden, mail and tel links (the loaded page's first read waits for nothing).
    await caughtUp(j);
    await page.goto(`/organizations/${id}/profile`);
    await page.getByRole('heading', { name: 'Sunrise Care', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'office@sunrise.example' }).getAttribute('href')).toBe('mailto:office@sunrise.example');
    expect(await page.getByRole('link', { name: '+15551234' }).getAttribute('href')).toBe('tel:+15551234');
    expect(await page.getByRole('heading', { name: 'Subscription & Limits' }).count()).toBe(0);
    await snap(page, 'organization-profile-3-read-only-390');

    // Deletion needs the name (any case) and the confirmation, then goes to /organizations.
    await page.getByRole('button', { name: 'Delete Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Organization' });
    const confirm = dialog.getByRole('button', { name: 'Delete Organization' });
    await dialog.getByLabel('Type "Sunrise Care" to confirm').fill('sunrise care');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/I understand/).check();
    await confirm.click();
    await page.waitForURL('**/organizations');
    await expect.poll(() => page.getByText("You don't belong to any organization yet.").isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Organization' }).count()).toBe(0);
  });
});
