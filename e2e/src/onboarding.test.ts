import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { journey, PASSWORD, signIn, SUPER_ADMIN } from './testing/journey.ts';

const j = journey();

describe('onboarding: a super admin issues a creation token, a new user registers and creates the organization', () => {
  it('goes from an empty install to an organization with its first administrator', async () => {
    await j.api().signUp(SUPER_ADMIN, PASSWORD, 'Root');

    // The super admin has no organization, but may manage creation tokens.
    const root = await j.person();
    await signIn(root, SUPER_ADMIN);
    await root.waitForURL('**/no-organizations');
    await root.getByRole('link', { name: 'Manage organization creation tokens' }).click();
    await root.waitForURL('**/admin/tokens');
    await root.getByLabel('Intended organization').fill('Sunrise Care');
    await root.getByLabel('Requested by (email)').fill('founder@example.com');
    await root.getByRole('button', { name: 'Generate Token' }).click();
    const token = (await root.getByTestId('issued-token').textContent())!.trim();
    expect(token.length).toBeGreaterThanOrEqual(16);
    await expect.poll(() => root.getByRole('cell', { name: 'Sunrise Care' }).isVisible()).toBe(true);
    await snap(root, 'onboarding-1-tokens');

    // A new user registers: every rule is checked as they type.
    const founder = await j.person();
    await founder.goto('/auth/register');
    await founder.getByLabel('Email').fill('founder@example.com');
    await founder.getByLabel('Full name').fill('Fay Founder');
    await founder.getByLabel('Password', { exact: true }).fill('password');
    await expect.poll(() => founder.getByText('Password must contain at least one uppercase letter').isVisible()).toBe(true);
    await founder.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await founder.getByLabel('Confirm password').fill('Passw0rd?');
    await expect.poll(() => founder.getByText('Passwords do not match').isVisible()).toBe(true);
    await snap(founder, 'onboarding-2-register-validation');
    await founder.getByLabel('Confirm password').fill(PASSWORD);
    await founder.getByRole('button', { name: 'Create Account' }).click();
    await founder.waitForURL('**/auth/login');
    await expect.poll(() => founder.getByText('Registration successful! Please sign in with your new account.').isVisible()).toBe(true);

    // Signed in without an organization: create one with the token.
    await signIn(founder, 'founder@example.com');
    await founder.waitForURL('**/no-organizations');
    await expect.poll(() => founder.getByText('founder@example.com').first().isVisible()).toBe(true);
    await founder.getByRole('button', { name: 'Create New Organization' }).click();
    const dialog = founder.getByRole('dialog', { name: 'Create Organization' });
    await dialog.getByLabel('Creation token').fill('not-a-real-token-at-all');
    await dialog.getByLabel('Organization name').fill('Sunrise Care');
    await dialog.getByRole('button', { name: 'Create Organization' }).click();
    await expect.poll(() => dialog.getByText('Invalid creation token. Please check the token and try again.').isVisible()).toBe(true);
    await snap(founder, 'onboarding-3-create-invalid-token');
    await dialog.getByLabel('Creation token').fill(token);
    await dialog.getByRole('button', { name: 'Create Organization' }).click();

    // The founder is an administrator: the root sends them to Org Schedule.
    await founder.waitForURL(/\/organizations\/[^/]+\/org-schedule$/);
    await founder.getByRole('heading', { name: 'Org Schedule' }).waitFor();
    await expect.poll(() => founder.getByRole('link', { name: 'Org Administration' }).isVisible()).toBe(true);
    expect(await founder.getByRole('combobox', { name: 'Organization' }).inputValue()).not.toBe('');
    await snap(founder, 'onboarding-4-organization-created');

    // The token now reads as used (the super admin's list catches up with the founder's write).
    await expect
      .poll(async () => {
        await root.getByLabel('Status').selectOption('all');
        await root.getByLabel('Status').selectOption('used');
        return root.getByRole('cell', { name: 'Sunrise Care' }).isVisible();
      })
      .toBe(true);
    await snap(root, 'onboarding-5-token-used');
  });
});
