import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/query-keys.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Sign In form', () => {
  it('asks for both fields before calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's words when the credentials are refused", async () => {
    fakeApi({ 'POST /auth/login': { status: 401, body: { detail: 'Invalid login credentials' } } });
    const { user } = renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  });

  it('tells, as news and not as a refusal, that a sign-in link was mailed past the sign-in ceiling', async () => {
    fakeApi({ 'POST /auth/login': { status: 401, body: { detail: ACCOUNT_SECURITY_TEXT.signInLinkSent } } });
    const { user } = renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.signInLinkSent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts the session on success', async () => {
    const user = { id: 'u1', email: 'ann@example.com', name: 'Ann', app_metadata: { roles_by_organization: {} } };
    fakeApi({ 'POST /auth/login': { body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 900, user } } });
    const onSignedIn = vi.fn();
    const view = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    await view.user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem('rostra.session')!)).toMatchObject({ access_token: 'a', refresh_token: 'r' });
    expect(view.queryClient.getQueryData(sessionKeys.all)).toEqual(user);
  });
});
