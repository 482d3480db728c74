import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { foundOrganization, journey, signIn } from './testing/journey.ts';

const j = journey();

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('dark mode', () => {
  it('follows the system preference until chosen, and the choice survives a reload', async () => {
    const { id } = await foundOrganization(j, 'fay@example.com', 'Sunrise Care');

    const systemDark = await j.person({ colorScheme: 'dark' });
    await systemDark.goto('/auth/login');
    await expect.poll(() => theme(systemDark)).toBe('dark');

    const page = await j.person({ colorScheme: 'light' });
    await signIn(page, 'fay@example.com');
    await page.goto(`/organizations/${id}/org-admin?tab=members`);
    await page.getByRole('heading', { name: /^Members/ }).waitFor();
    expect(await theme(page)).toBe('light');
    const light = await background(page);

    const toggle = page.getByRole('button', { name: 'Dark mode' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => theme(page)).toBe('dark');
    expect(await background(page)).not.toBe(light);

    await page.reload();
    await page.getByRole('heading', { name: /^Members/ }).waitFor();
    expect(await theme(page)).toBe('dark');
    expect(await page.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'dark-mode-1-members-after-reload');

    await page.goto(`/organizations/${id}/org-admin?tab=profile`);
    await page.getByRole('heading', { name: 'Danger Zone' }).waitFor();
    await snap(page, 'dark-mode-2-organization-profile');
    await page.getByRole('button', { name: 'Delete Organization' }).click();
    await snap(page, 'dark-mode-3-delete-dialog');
  });
});
