import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, foundOrganization, journey, signIn, SUPER_ADMIN } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';

// The audit trail (issue 8): an admin approves then cancels a vacation request and changes a role
// in the browser, then reads both histories in the request's details, in Org Administration's
// Audit Trail tab and in the member's details. The organization, the employee and the request are set up through the API.

const j = journey();

/** The cell texts of the Audit Trail's "Before → after" column, newest first. */
const changes = (admin: Page) => admin.locator('td[data-label="Before → after"]').allTextContents();

async function review(admin: Page, action: 'Approve' | 'Cancel', done: string): Promise<void> {
  await admin.getByLabel(/^Select cole/).check();
  await admin.getByRole('button', { name: 'Actions ▾' }).click();
  await admin.getByRole('menuitem', { name: `${action} Selected` }).click();
  await admin
    .getByRole('alertdialog', { name: `${action} vacation requests` })
    .getByRole('button', { name: `${action} 1` })
    .click();
  await admin.getByText(`1 vacation request ${done} successfully!`).waitFor();
}

describe('audit trail', () => {
  it("shows an approved then cancelled vacation request and a role change, in the request's details, the trail and the member's history", async () => {
    const { id, founder } = await foundOrganization(j, 'ada.admin@example.com', 'Harbor Clinic');
    const cy = await joinAsNewUser(j, founder, id, 'cy.cole@example.com');
    const next = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 10)).toISOString().slice(0, 10);
    const asked = await cy.post(`/organizations/${id}/my-vacation-requests`, {
      start_date: next,
      end_date: next,
      request_notes: 'Family visit',
    });
    expect(asked.status).toBe(201);
    await cy.get(`/organizations/${id}/my-vacation-requests`); // the last writer reads: the page's first reads wait for nothing

    const admin = await j.person();
    await signIn(admin, 'ada.admin@example.com');

    // Approve, then cancel, Cole's request.
    await admin.goto(`/organizations/${id}/org-schedule?tab=vacation-requests`);
    await admin.getByRole('tab', { name: 'Vacation Requests', selected: true }).waitFor();
    await review(admin, 'Approve', 'approved');
    await review(admin, 'Cancel', 'cancelled');

    // The request's History, from its row in details mode: every change, and its state on a date.
    await admin.getByRole('button', { name: 'Actions ▾' }).click();
    await admin.getByRole('menuitem', { name: 'Show Details' }).click();
    await admin.getByRole('button', { name: /^History of cole/ }).click();
    const requestHistory = admin.getByRole('region', { name: 'History' });
    await requestHistory.getByText('approved → cancelled').waitFor();
    expect(await requestHistory.locator('td[data-label="Change"]').allTextContents()).toEqual([
      'Vacation: manager notified',
      'Vacation: cancelled',
      'Vacation: approved',
      'Vacation: requested',
    ]);
    // The end of tomorrow is after now in every time zone, so the cancellation has happened by then.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await requestHistory.getByLabel('State on date').fill(tomorrow);
    await requestHistory.getByRole('button', { name: 'Look up' }).click();
    await requestHistory.getByText(new RegExp(`^On ${tomorrow}: cancelled, `)).waitFor();
    await snap(admin, 'audit-0-request-history');

    // Cole becomes an administrator too.
    await admin.goto(`/organizations/${id}/org-admin?tab=members`);
    await admin.getByRole('button', { name: 'Actions for cy.cole@example.com' }).click();
    await admin.getByRole('menuitem', { name: 'Edit Roles' }).click();
    const roles = admin.getByRole('dialog', { name: 'Edit Roles' });
    await roles.getByLabel(/^Admin/).check();
    await roles.getByRole('button', { name: 'Save Roles' }).click();
    await expect.poll(() => admin.getByText('✓ Roles of cy.cole@example.com updated').isVisible()).toBe(true);

    // The Audit Trail tab: newest first, before → after in words. The loaded page's first read waits for nothing.
    await caughtUp(j);
    await admin.goto(`/organizations/${id}/org-admin?tab=audit`);
    await admin.getByRole('tab', { name: 'Audit Trail', selected: true }).waitFor();
    await admin.getByText('Employee → Admin, Employee').waitFor();
    expect(await admin.title()).toBe('Audit Trail · Org Administration · Harbor Clinic · Rostra');
    const all = await changes(admin);
    const at = (text: string) => all.findIndex((cell) => cell.includes(text));
    expect(at('Employee → Admin, Employee')).toBeGreaterThanOrEqual(0);
    expect(at('Employee → Admin, Employee')).toBeLessThan(at('approved → cancelled'));
    expect(at('approved → cancelled')).toBeLessThan(at('pending → approved'));
    await snap(admin, 'audit-1-trail');

    // The vacation request's history: the vacation category for Cole.
    await admin.getByLabel('Kind', { exact: true }).selectOption('vacation');
    const cole = await admin
      .getByLabel('Member', { exact: true })
      .locator('option', { hasText: 'cy.cole@example.com' })
      .getAttribute('value');
    await admin.getByLabel('Member', { exact: true }).selectOption(cole!);
    await admin.getByRole('button', { name: 'Apply' }).click();
    // Requested, approved, cancelled — and the approving manager notified of the cancellation.
    await expect.poll(async () => (await changes(admin)).length).toBe(4);
    const vacation = await changes(admin);
    const kinds = await admin.locator('td[data-label="Change"]').allTextContents();
    expect(kinds).toEqual(['Vacation: manager notified', 'Vacation: cancelled', 'Vacation: approved', 'Vacation: requested']);
    expect(vacation[1]).toContain('approved → cancelled');
    expect(vacation[2]).toContain('pending → approved');
    expect(vacation[3]).toContain('— → pending');
    await snap(admin, 'audit-2-vacation-history');

    // The role history: member kinds for Cole.
    await admin.getByLabel('Kind', { exact: true }).selectOption('member');
    await admin.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(async () => (await changes(admin)).some((cell) => cell.includes('Employee → Admin, Employee'))).toBe(true);
    expect((await changes(admin)).some((cell) => cell.includes('pending'))).toBe(false);
    await snap(admin, 'audit-3-role-history');

    // The member's details: History and Roles on date.
    await admin.goto(`/organizations/${id}/org-admin?tab=members`);
    await admin.getByRole('button', { name: 'Actions for cy.cole@example.com' }).click();
    await admin.getByRole('menuitem', { name: 'Details' }).click();
    const details = admin.getByRole('dialog', { name: 'Member details' });
    await details.getByText('Employee → Admin, Employee').waitFor();
    await details.getByText('approved → cancelled').waitFor();
    const today = new Date().toISOString().slice(0, 10);
    await details.getByLabel('Roles on date').fill(today);
    await details.getByRole('button', { name: 'Look up' }).click();
    await details.getByText(`On ${today}: a member, roles Admin, Employee`).waitFor();
    await snap(admin, 'audit-4-member-history');

    // A super admin rebuilds the audit projection from the Projections panel; the trail is unchanged.
    const root = await j.person();
    await signIn(root, SUPER_ADMIN);
    await root.goto('/admin/tokens');
    await root.getByRole('heading', { name: 'Projections' }).waitFor();
    await root.getByRole('button', { name: 'Rebuild audit' }).click();
    await root.getByRole('alertdialog', { name: 'Rebuild audit?' }).getByRole('button', { name: 'Rebuild' }).click();
    await root.getByText(/Last rebuild: audit, requested by root@example\.com, finished/).waitFor({ timeout: 30_000 });
    await snap(root, 'audit-5-projections');
    await admin.goto(`/organizations/${id}/org-admin?tab=audit`);
    await admin.getByText('Employee → Admin, Employee').waitFor();
    expect(await changes(admin)).toEqual(all);
  });
});
