import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { foundOrganization, journey, signIn } from './testing/journey.ts';
import { joinAsNewUser } from './testing/members.ts';

const j = journey();

describe('an employee cannot reach admin pages', () => {
  it('sees My Schedule only, and a fallback on every admin address (Org Schedule sends to My Schedule)', async () => {
    const { id, founder } = await foundOrganization(j, 'fay@example.com', 'Sunrise Care');
    await joinAsNewUser(j, founder, id, 'erin.employee@example.com');

    const page = await j.person({ width: 390 });
    await signIn(page, 'erin.employee@example.com');
    await page.waitForURL(`**/organizations/${id}/my-schedule`);
    // The navigation renders once roles have loaded; absence is only meaningful after that.
    await page.getByRole('link', { name: 'My Schedule' }).waitFor();
    expect(await page.getByRole('link', { name: 'Org Schedule' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Org Administration' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Super-Admin' }).count()).toBe(0);
    await snap(page, 'employee-1-my-schedule-390');

    // Org Schedule's employee views are My Schedule's tabs: the employee lands there.
    await page.goto(`/organizations/${id}/org-schedule`);
    await page.waitForURL(`**/organizations/${id}/my-schedule`);
    for (const path of ['org-admin', 'org-admin?tab=members', 'members', 'invite-users']) {
      await page.goto(`/organizations/${id}/${path}`);
      await page.getByRole('heading', { name: 'Access restricted' }).waitFor();
      expect(await page.getByText('Only administrators of this organization can view this page.').isVisible()).toBe(true);
    }
    await snap(page, 'employee-2-admin-page-fallback-390');

    await page.goto('/admin/tokens');
    await page.getByText('Only super administrators can manage organization-creation tokens.').waitFor();

    // The read-only organization profile is open to every member.
    await page.goto(`/organizations/${id}/profile`);
    await page.getByRole('heading', { name: 'Sunrise Care' }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete Organization' }).count()).toBe(0);
    await snap(page, 'employee-3-organization-profile-390');

    // The API agrees: the employee's own token is refused on admin endpoints.
    const status = await page.evaluate(async (organizationId) => {
      const tokens = JSON.parse(localStorage.getItem('rostra.session')!);
      const answer = await fetch(`/api/organizations/${organizationId}/invitations`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${tokens.access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'x@example.com', is_employee: true }),
      });
      return answer.status;
    }, id);
    expect(status).toBe(403);
  });
});
