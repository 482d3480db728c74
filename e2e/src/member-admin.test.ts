import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { foundOrganization, journey, signIn } from './testing/journey.ts';
import { invite, joinAsNewUser } from './testing/members.ts';

const j = journey();

async function act(admin: Page, email: string, action: string): Promise<void> {
  await admin.getByRole('button', { name: `Actions for ${email}` }).click();
  await admin.getByRole('menuitem', { name: action }).click();
}

describe('member administration: roles, resend, cancel, removal', () => {
  it('changes a role, resends and cancels invitations and removes a member, each confirmed and reported', async () => {
    const { id, founder } = await foundOrganization(j, 'fay@example.com', 'Sunrise Care');
    await joinAsNewUser(j, founder, id, 'cara.carter@example.com');
    await joinAsNewUser(j, founder, id, 'gus.green@example.com');
    await invite(founder, id, 'dan.dunn@example.com');
    await invite(founder, id, 'eve.evans@example.com', { is_admin: true, is_employee: false });

    const admin = await j.person();
    await signIn(admin, 'fay@example.com');
    await admin.goto(`/organizations/${id}/org-admin?tab=members`);
    await admin.getByRole('heading', { name: 'Members (5)' }).waitFor();
    expect(await admin.title()).toBe('Members · Org Administration · Sunrise Care · Rostra');

    // Filters and sorting.
    await admin.getByLabel('Filter by role').selectOption('admin-only');
    await expect.poll(() => admin.getByText('Showing 1 of 5 members').isVisible()).toBe(true);
    await admin.getByLabel('Filter by role').selectOption('all');
    await admin.getByRole('button', { name: /^Email/ }).click();
    const emails = await admin.locator('td[data-label="Email"]').allTextContents();
    expect(emails).toEqual([...emails].sort());
    await snap(admin, 'member-admin-1-list');

    // Edit roles: Cara becomes an administrator too.
    await act(admin, 'cara.carter@example.com', 'Edit Roles');
    const roles = admin.getByRole('dialog', { name: 'Edit Roles' });
    await roles.getByLabel(/^Employee/).uncheck();
    await expect.poll(() => roles.getByText('At least one role (Admin or Employee) must be selected.').isVisible()).toBe(true);
    await roles.getByLabel(/^Admin/).check();
    await roles.getByLabel(/^Employee/).check();
    await snap(admin, 'member-admin-2-edit-roles');
    await roles.getByRole('button', { name: 'Save Roles' }).click();
    await expect.poll(() => admin.getByText('✓ Roles of cara.carter@example.com updated').isVisible()).toBe(true);
    await admin.getByLabel('Filter by role').selectOption('both');
    await expect.poll(() => admin.getByRole('cell', { name: 'cara.carter@example.com', exact: true }).isVisible()).toBe(true);
    await admin.getByLabel('Filter by role').selectOption('all');

    // Resend Dan's invitation.
    await act(admin, 'dan.dunn@example.com', 'Resend Invitation');
    await admin.getByRole('alertdialog', { name: 'Resend invitation' }).getByRole('button', { name: 'Resend' }).click();
    await expect.poll(() => admin.getByText('✓ Invitation resent to dan.dunn@example.com').isVisible()).toBe(true);
    await snap(admin, 'member-admin-3-resent');

    // Cancel Eve's invitation.
    await act(admin, 'eve.evans@example.com', 'Cancel Invitation');
    await admin.getByRole('alertdialog', { name: 'Cancel invitation' }).getByRole('button', { name: 'Cancel Invitation' }).click();
    await expect.poll(() => admin.getByText('✓ Invitation for eve.evans@example.com cancelled').isVisible()).toBe(true);
    await expect.poll(() => admin.getByRole('cell', { name: 'eve.evans@example.com', exact: true }).count()).toBe(0);

    // Remove Gus.
    await act(admin, 'gus.green@example.com', 'Remove User');
    await admin.getByRole('alertdialog', { name: 'Remove user' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => admin.getByText(/✓ .* removed from the organization/).isVisible()).toBe(true);
    await expect.poll(() => admin.locator('td[data-label="Email"]', { hasText: 'gus.green@example.com' }).count()).toBe(0);
    await snap(admin, 'member-admin-4-after-removal');

    // Bulk: select the remaining invitation and cancel it.
    await admin.getByLabel('Select dan.dunn@example.com').check();
    await admin.getByRole('button', { name: 'Cancel Selected' }).click();
    await admin.getByRole('alertdialog', { name: 'Cancel invitation' }).getByRole('button', { name: 'Cancel Invitation' }).click();
    await expect.poll(() => admin.getByText('✓ Invitation for dan.dunn@example.com cancelled').isVisible()).toBe(true);
    await admin.getByRole('heading', { name: 'Members (2)' }).waitFor();
  });
});
