import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { foundOrganization, journey, signIn } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';

const j = journey();

describe('organization switcher and redirects', () => {
  it('lands each role where docs/product/screens-and-routes.md says and keeps the page and query string when switching', async () => {
    const north = await foundOrganization(j, 'fay@example.com', 'North Clinic');
    const south = await foundOrganization(j, 'sam@example.com', 'South Clinic');
    // Fay is an administrator of North and an employee of South.
    await joinAsNewUser(j, south.founder, south.id, 'carl.cook@example.com');
    const { founder: southAdmin } = south;
    const invited = await southAdmin.post(`/organizations/${south.id}/invitations`, {
      email: 'fay@example.com',
      is_admin: false,
      is_employee: true,
    });
    await north.founder.put(`/invitations/${invited.body.token}/accept`);
    await north.founder.get('/auth/session'); // the last writer reads: the browser's first reads wait for nothing

    const page = await j.person();
    // A guest at any protected page goes to sign in.
    await page.goto(`/organizations/${north.id}/org-admin`);
    await page.waitForURL('**/auth/login');

    await signIn(page, 'fay@example.com');
    // The root picks the first organization (alphabetical) and sends the admin to Org Schedule.
    await page.waitForURL(`**/organizations/${north.id}/org-schedule`);
    // Signed in, the auth pages send back to the root.
    await page.goto('/auth/register');
    await page.waitForURL(`**/organizations/${north.id}/org-schedule`);

    // Switching on an organization page rewrites the id and keeps the rest.
    await page.goto(`/organizations/${north.id}/org-admin?tab=profile`);
    await page.getByRole('tab', { name: 'Organization Profile', selected: true }).waitFor();
    await page.getByRole('combobox', { name: 'Organization' }).selectOption({ label: 'South Clinic' });
    // Fay is only an employee there: she lands where an employee of South lands, under South's name.
    await page.waitForURL(`**/organizations/${south.id}/my-schedule`);
    await expect.poll(() => page.title()).toBe('My Calendar · My Schedule · South Clinic · Rostra');
    await snap(page, 'switcher-1-employee-landing');

    // The choice is remembered: the root now goes to South, as an employee, to My Schedule.
    expect(await page.evaluate(() => localStorage.getItem('currentOrganizationId'))).toBe(south.id);
    await page.goto('/');
    await page.waitForURL(`**/organizations/${south.id}/my-schedule`);
    await page.getByRole('link', { name: 'My Schedule' }).waitFor();
    expect(await page.getByRole('link', { name: 'Org Administration' }).count()).toBe(0);

    // /organizations/{id} redirects by role; old addresses move.
    await page.goto(`/organizations/${north.id}`);
    await page.waitForURL(`**/organizations/${north.id}/org-schedule`);
    await page.goto(`/organizations/${south.id}`);
    await page.waitForURL(`**/organizations/${south.id}/my-schedule`);
    await page.goto(`/organizations/${north.id}/employees`);
    await page.waitForURL(`**/organizations/${north.id}/members`);
    await page.getByRole('heading', { name: 'Member Management' }).waitFor();
    await page.goto(`/organizations/${north.id}/preferences`);
    await page.waitForURL(`**/organizations/${north.id}/my-schedule`);

    // Tabs live in ?tab=, the default omitted; the title follows the tab.
    await page.goto(`/organizations/${north.id}/org-admin?tab=members`);
    await page.getByRole('tab', { name: 'Shift Requirements' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // The address changes at the click; the title once the tab's panel has rendered.
    await expect.poll(() => page.title()).toBe('Shift Requirements · Org Administration · North Clinic · Rostra');
    await expect.poll(() => page.getByText('No shift types configured yet.').isVisible()).toBe(true);
    await snap(page, 'switcher-2-shift-requirements');

    // The User Profile modal lists both organizations and roles.
    await page.getByRole('button', { name: /^Welcome,/ }).click();
    const profile = page.getByRole('dialog', { name: 'User Profile' });
    await expect.poll(() => profile.getByText('North Clinic: Administrator & Employee').isVisible()).toBe(true);
    expect(await profile.getByText('South Clinic: Employee').isVisible()).toBe(true);
    await snap(page, 'switcher-3-user-profile-modal');
    await page.keyboard.press('Escape');

    // Logout ends the session and comes back to sign in with the message.
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    await expect.poll(() => page.getByText('Logged out successfully').isVisible()).toBe(true);
    await page.goto(`/organizations/${north.id}/org-admin`);
    await page.waitForURL('**/auth/login');
  });
});
