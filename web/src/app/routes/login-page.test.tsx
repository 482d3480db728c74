import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotice } from '@/lib/notice.ts';
import { session } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import LoginPage from './login-page.tsx';

function Landing() {
  const notice = useNotice();
  return (
    <p role="status" aria-label="Landing page">
      {notice?.text ?? 'no notice'}
    </p>
  );
}

const USER = { id: 'u1', email: 'ann@example.com', name: 'Ann', app_metadata: { roles_by_organization: {} } };

async function signIn(state?: object) {
  fakeApi({ 'POST /auth/login': { body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 900, user: USER } } });
  const { user } = renderWithProviders(
    <Routes>
      <Route path="/auth/login" element={<LoginPage />} />
      <Route path="/" element={<Landing />} />
    </Routes>,
    { path: '/auth/login', state },
  );
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  // Not any status: the Sign In page shows the message handed over as one until it is left.
  return screen.findByRole('status', { name: 'Landing page' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('Sign In', () => {
  it('welcomes a returning user back on the page they land on', async () => {
    expect(await signIn()).toHaveTextContent('Welcome back! You have been successfully logged in.');
  });

  it('does not welcome a new account "back" on its first sign-in after registering', async () => {
    const landing = await signIn({ message: 'Registration successful! Please sign in with your new account.', firstSignIn: true });
    expect(landing).toHaveTextContent('Welcome to Rostra! You have been successfully logged in.');
  });
});
