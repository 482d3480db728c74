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

const CHALLENGE = { status: 200, body: { two_factor_required: true, challenge: 'chal-1', expires_in: 300 } };
const USER = { id: 'u1', email: 'ann@example.com', name: 'Ann', app_metadata: { roles_by_organization: {} } };
const TOKENS = { body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 900, user: USER } };

async function atSecondStep(routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'POST /auth/login': CHALLENGE, ...routes });
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
  await view.user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await view.user.type(screen.getByLabelText('Password'), 'Passw0rd!');
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
  return { api, onSignedIn, ...view };
}

describe('signing in with two-factor authentication', () => {
  it('asks for the code after a right password, without starting a session', async () => {
    await atSecondStep();
    expect(screen.getByLabelText('Authentication code')).toHaveFocus();
    expect(localStorage.getItem('rostra.session')).toBeNull();
  });

  it("refuses anything but exactly 6 digits before calling the server, and accepts the app's '123 456'", async () => {
    const { api, user } = await atSecondStep({ 'POST /auth/login/2fa': TOKENS });
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code must be exactly 6 digits')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '12a456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Code must be exactly 6 digits')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(api.bodiesOf('POST /auth/login/2fa')).toEqual([]);
    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.bodiesOf('POST /auth/login/2fa')).toEqual([{ challenge: 'chal-1', code: '123456' }]));
  });

  it('starts the session with the answer of the second step', async () => {
    const { onSignedIn, user, queryClient } = await atSecondStep({ 'POST /auth/login/2fa': TOKENS });
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(JSON.parse(localStorage.getItem('rostra.session')!)).toMatchObject({ access_token: 'a', refresh_token: 'r' });
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(USER);
  });

  it('switches to a recovery code, which is required, and sends it as typed', async () => {
    const { api, user } = await atSecondStep({ 'POST /auth/login/2fa': TOKENS });
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Recovery code'), ' abcde-fghjk ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(api.bodiesOf('POST /auth/login/2fa')).toEqual([{ challenge: 'chal-1', recovery_code: 'abcde-fghjk' }]));
    await user.click(screen.getByRole('button', { name: 'Use an authentication code' }));
    expect(screen.getByLabelText('Authentication code')).toHaveValue('');
  });

  it.each([
    [401, ACCOUNT_SECURITY_TEXT.invalidCode],
    [429, 'Too many attempts. Please try again in 15 minutes.'],
  ])("shows the server's words for a %i", async (status, detail) => {
    const { user } = await atSecondStep({ 'POST /auth/login/2fa': { status, body: { detail } } });
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
  });

  it('goes back to the password step when the attempt has expired, keeping the email', async () => {
    const { user } = await atSecondStep({
      'POST /auth/login/2fa': { status: 401, body: { detail: ACCOUNT_SECURITY_TEXT.challengeExpired } },
    });
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.challengeExpired);
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("'Back to sign in' leaves the second step", async () => {
    const { user } = await atSecondStep();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
