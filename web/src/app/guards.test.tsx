import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { signedInAs } from '../test/signed-in.ts';
import { RequireOrganizationRole } from './guards.tsx';
import { OrganizationSwitcher } from './layout/organization-switcher.tsx';

// Fay administers North and is only an employee of South.
const USER = {
  id: 'u1',
  email: 'fay@example.com',
  app_metadata: {
    roles_by_organization: {
      north: { organization_id: 'north', organization_name: 'North Clinic', is_admin: true, is_employee: true },
      south: { organization_id: 'south', organization_name: 'South Clinic', is_admin: false, is_employee: true },
    },
  },
};

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function App() {
  return (
    <>
      <OrganizationSwitcher />
      <Where />
      <Routes>
        <Route
          path="/organizations/:id/org-admin"
          element={<RequireOrganizationRole role="admin">Org Administration page</RequireOrganizationRole>}
        />
        <Route
          path="/organizations/:id/org-schedule"
          element={
            <RequireOrganizationRole role="admin" toLanding>
              Org Schedule page
            </RequireOrganizationRole>
          }
        />
        <Route
          path="/organizations/:id/my-schedule"
          element={<RequireOrganizationRole role="member">My Schedule page</RequireOrganizationRole>}
        />
      </Routes>
    </>
  );
}

signedInAs(USER);

describe('organization pages by role (docs/product/screens-and-routes.md redirect rules)', () => {
  it("switching to an organization where I am only an employee leaves an admin page for that role's landing page", async () => {
    const { user } = renderWithProviders(<App />, { path: '/organizations/north/org-admin?tab=profile' });
    expect(await screen.findByText('Org Administration page')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'south');
    expect(await screen.findByText('My Schedule page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/organizations\/south\/my-schedule$/);
    expect(screen.queryByText('Access restricted')).not.toBeInTheDocument();

    // Back to North: a page both roles open stays, under the new id.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'north');
    expect(await screen.findByText('My Schedule page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/organizations\/north\/my-schedule$/);
  });

  it('sends an employee who opens Org Schedule to My Schedule, where their tabs are', async () => {
    renderWithProviders(<App />, { path: '/organizations/south/org-schedule' });
    expect(await screen.findByText('My Schedule page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/organizations\/south\/my-schedule$/);
  });

  it('explains an admin page typed in by an employee, the title naming the organization', async () => {
    renderWithProviders(<App />, { path: '/organizations/south/org-admin' });
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Access restricted · South Clinic · Rostra'));
  });
});
