import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, PASSWORD, signIn } from './testing/journey.ts';

const j = journey();

async function copiedLink(admin: Page, email: string): Promise<string> {
  await admin.getByRole('button', { name: `Actions for ${email}` }).click();
  await admin.getByRole('menuitem', { name: 'Copy Invitation Link' }).click();
  await expect.poll(() => admin.getByText('Invitation link copied to clipboard').isVisible()).toBe(true);
  return admin.evaluate(() => navigator.clipboard.readText());
}

describe('invitations: an admin invites two people in bulk; one registers with the link, the other accepts while signed in', () => {
  it('brings both into the organization with the roles they were invited with', async () => {
    const { id } = await foundOrganization(j, 'fay@example.com', 'Sunrise Care');
    await j.api().signUp('bob@example.com', PASSWORD, 'Bob Existing');

    const admin = await j.person();
    await signIn(admin, 'fay@example.com');
    await admin.goto(`/organizations/${id}/org-admin?tab=members`);
    await admin.getByRole('link', { name: 'Invite Users' }).click();
    await admin.waitForURL(`**/organizations/${id}/invite-users`);
    await expect.poll(() => admin.getByRole('textbox', { name: /^Email, row/ }).count()).toBe(3);

    // Row rules, as the admin types.
    await admin.getByLabel('Email, row 1').fill('ann@example.com');
    await admin.getByLabel('First name, row 1').fill('Ann');
    await admin.getByLabel('Last name, row 1').fill('Newman');
    await admin.getByLabel('Email, row 2').fill('bob@example.com');
    await admin.getByLabel('First name, row 2').fill('Bob');
    await admin.getByLabel('Last name, row 2').fill('Existing');
    await admin.getByLabel('Admin, row 2').check();
    await admin.getByLabel('Email, row 3').fill('ANN@example.com');
    await expect.poll(() => admin.getByText('Duplicate email').first().isVisible()).toBe(true);
    await snap(admin, 'invitations-1-bulk-table-rules');
    await admin.getByRole('button', { name: 'Remove row 3' }).click();

    await admin.getByRole('button', { name: 'Send Invitations' }).click();
    await expect.poll(() => admin.getByText('2 invitations sent successfully!').isVisible()).toBe(true);
    await expect.poll(() => admin.getByText('Sent', { exact: true }).count()).toBe(2);
    await snap(admin, 'invitations-2-sent');

    // Both appear as pending invitations; their links come from the member list (a loaded page's first read waits for nothing).
    await caughtUp(j);
    await admin.goto(`/organizations/${id}/org-admin?tab=members`);
    await expect.poll(() => admin.getByText('Pending Invitation').count()).toBe(2);
    const annLink = await copiedLink(admin, 'ann@example.com');
    const bobLink = await copiedLink(admin, 'bob@example.com');
    expect(annLink).toMatch(/\/invitations\/[A-Za-z0-9_-]{16,}\/accept$/);

    // Ann has no account: the link leads to Create Account with the code filled in.
    const ann = await j.person({ width: 390 });
    await ann.goto(annLink);
    await ann.getByRole('heading', { name: "You're invited to join Sunrise Care" }).waitFor();
    await snap(ann, 'invitations-3-invitation-page-guest-390');
    await ann.getByRole('button', { name: 'Accept Invitation' }).click();
    await ann.waitForURL('**/auth/register?token=*');
    await expect.poll(() => ann.getByText('Invitation code accepted', { exact: false }).isVisible()).toBe(true);
    await ann.getByLabel('Email').fill('ann@example.com');
    await ann.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await ann.getByLabel('Confirm password').fill(PASSWORD);
    await ann.getByRole('button', { name: 'Create Account' }).click();
    await ann.waitForURL('**/dashboard');
    await expect.poll(() => ann.getByText('Welcome to Sunrise Care!').isVisible()).toBe(true);
    await expect.poll(() => ann.getByRole('heading', { name: 'Sunrise Care' }).isVisible()).toBe(true);
    await snap(ann, 'invitations-4-registered-with-invitation-390');

    // Bob has an account: signed in, he opens the link and accepts.
    const bob = await j.person();
    await signIn(bob, 'bob@example.com');
    await bob.waitForURL('**/no-organizations');
    await bob.goto(bobLink);
    await bob.getByRole('button', { name: 'Accept Invitation' }).click();
    await bob.getByRole('heading', { name: 'Invitation accepted' }).waitFor();
    expect(await bob.getByText('Administrator & Employee').isVisible()).toBe(true);
    await snap(bob, 'invitations-5-accepted-signed-in');
    await bob.getByRole('button', { name: 'Go to App' }).click();
    await bob.waitForURL(`**/organizations/${id}/org-schedule`);

    // The same link cannot be used twice.
    await bob.goto(bobLink);
    await bob.getByRole('heading', { name: 'Invalid Invitation' }).waitFor();
    expect(await bob.getByText('This invitation link is invalid or has expired.').isVisible()).toBe(true);

    // The admin's list now shows two active members more (the reloaded page's first read waits for nothing).
    await caughtUp(j);
    await admin.reload();
    await expect.poll(() => admin.getByText('Active', { exact: true }).count()).toBe(3);
    await snap(admin, 'invitations-6-members-after');
  });
});
