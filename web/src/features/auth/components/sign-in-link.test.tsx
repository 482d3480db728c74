import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '@/lib/query-keys.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SignInLink } from './sign-in-link.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const TOKEN = `0f8fad5b-d9cb-469f-a165-70867728950e.${'A'.repeat(43)}`;
const USER = { id: 'u1', email: 'ann@example.com', name: 'Ann', app_metadata: { roles_by_organization: {} } };
const TOKENS = { body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 900, user: USER } };
const CHALLENGE = { body: { two_factor_required: true, challenge: 'chal-1', expires_in: 300 } };

/** The page as the app renders it: under StrictMode, which runs every effect twice in development. */
function openLink(routes: Parameters<typeof fakeApi>[0], token = TOKEN) {
  const api = fakeApi(routes);
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<SignInLink token={token} onSignedIn={onSignedIn} />, { strict: true });
  return { api, onSignedIn, ...view };
}

describe('opening a mailed sign-in link', () => {
  it('signs in with the link at once, calling the server once however often the effects run', async () => {
    const { api, onSignedIn, queryClient } = openLink({ 'POST /auth/login/link': TOKENS });
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf('POST /auth/login/link')).toEqual([{ token: TOKEN }]);
    expect(JSON.parse(localStorage.getItem('rostra.session')!)).toMatchObject({ access_token: 'a', refresh_token: 'r' });
    expect(queryClient.getQueryData(sessionKeys.all)).toEqual(USER);
  });

  it('goes on to the two-factor step of the sign-in form, then signs in with the code', async () => {
    const { api, onSignedIn, user } = openLink({ 'POST /auth/login/link': CHALLENGE, 'POST /auth/login/2fa': TOKENS });
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    expect(localStorage.getItem('rostra.session')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf('POST /auth/login/2fa')).toEqual([{ challenge: 'chal-1', code: '123456' }]);
    expect(api.bodiesOf('POST /auth/login/link')).toHaveLength(1);
  });

  it("shows the server's words for a dead link, with the way back to sign in", async () => {
    const { onSignedIn } = openLink({
      'POST /auth/login/link': { status: 400, body: { detail: ACCOUNT_SECURITY_TEXT.signInLinkInvalid } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.signInLinkInvalid);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/auth/login');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(localStorage.getItem('rostra.session')).toBeNull();
  });

  it('says the same of a link that lost its token, without asking the server', async () => {
    const { api } = openLink({}, 'not-a-token');
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.signInLinkInvalid);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('ends an expired two-factor attempt with its text and the way back to sign in', async () => {
    const { user } = openLink({
      'POST /auth/login/link': CHALLENGE,
      'POST /auth/login/2fa': { status: 401, body: { detail: ACCOUNT_SECURITY_TEXT.challengeExpired } },
    });
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.challengeExpired);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toBeInTheDocument();
  });
});
