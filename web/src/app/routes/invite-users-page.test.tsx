import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render.tsx';
import { signedInAs } from '@/test/signed-in.ts';
import InviteUsersPage from './invite-users-page.tsx';

const USER = {
  id: 'u1',
  email: 'ada@example.com',
  app_metadata: {
    roles_by_organization: { o1: { organization_id: 'o1', organization_name: 'North Clinic', is_admin: true, is_employee: false } },
  },
};

function Where() {
  const { pathname, search } = useLocation();
  return <p>{`At ${pathname}${search}`}</p>;
}

signedInAs(USER);

describe('Invite Users', () => {
  it('Cancel returns to the Members tab it was opened from', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/organizations/:id/invite-users" element={<InviteUsersPage />} />
        <Route path="*" element={<Where />} />
      </Routes>,
      { path: '/organizations/o1/invite-users' },
    );
    await screen.findByText('Each person gets an email with a link to join North Clinic. You can also copy the link from the member list.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('At /organizations/o1/org-admin?tab=members')).toBeInTheDocument();
  });
});
