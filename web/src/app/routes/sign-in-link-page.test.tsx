import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotice } from '@/lib/notice.ts';
import { session } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import SignInLinkPage from './sign-in-link-page.tsx';

const TOKEN = `0f8fad5b-d9cb-469f-a165-70867728950e.${'A'.repeat(43)}`;
const USER = { id: 'u1', email: 'ann@example.com', name: 'Ann', app_metadata: { roles_by_organization: {} } };

function Landing() {
  const notice = useNotice();
  return <p role="status">{notice?.text ?? 'no notice'}</p>;
}

/** The address bar: where the page is, with its query string. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{pathname + search}</output>;
}

function open(answer: { status?: number; body: unknown }) {
  const api = fakeApi({ 'POST /auth/login/link': answer });
  renderWithProviders(
    <>
      <Routes>
        <Route path="/auth/sign-in-link" element={<SignInLinkPage />} />
        <Route path="/" element={<Landing />} />
      </Routes>
      <Address />
    </>,
    { path: `/auth/sign-in-link?token=${TOKEN}`, strict: true },
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
  session.end();
});

describe('Sign-in link page', () => {
  it('signs in and greets on the page sign-in leads to, as the sign-in form does', async () => {
    const api = open({ body: { access_token: 'a', refresh_token: 'r', token_type: 'bearer', expires_in: 900, user: USER } });
    expect(await screen.findByText('Welcome back! You have been successfully logged in.')).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/$/);
    expect(api.bodiesOf('POST /auth/login/link')).toEqual([{ token: TOKEN }]);
  });

  it('takes the token out of the address at once, so a dead link leaves none behind', async () => {
    open({ status: 400, body: { detail: ACCOUNT_SECURITY_TEXT.signInLinkInvalid } });
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.signInLinkInvalid);
    expect(screen.getByLabelText('Address')).toHaveTextContent(/^\/auth\/sign-in-link$/);
  });
});
