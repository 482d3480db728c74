import { ACCOUNT_SECURITY_TEXT } from '@rostra/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { SessionsCard } from './sessions-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const HERE = {
  id: 's1',
  device: 'Firefox on Linux',
  user_agent: 'Mozilla/5.0',
  created_at: '2026-03-01T08:00:00Z',
  last_used_at: '2026-03-04T09:30:00Z',
  current: true,
};
const PHONE = {
  id: 's2',
  device: 'Safari on iOS',
  user_agent: 'Mozilla/5.0 (iPhone)',
  created_at: '2026-02-20T18:00:00Z',
  last_used_at: '2026-03-02T07:00:00Z',
  current: false,
};

function setup(routes: Parameters<typeof fakeApi>[0] = {}, sessions = [HERE, PHONE]) {
  const live = { sessions };
  const api = fakeApi({
    'GET /auth/sessions': () => ({ body: { sessions: live.sessions } }),
    'DELETE /auth/sessions/s2': () => {
      live.sessions = live.sessions.filter((s) => s.id !== 's2');
      return { body: { message: ACCOUNT_SECURITY_TEXT.signedOutSession } };
    },
    'DELETE /auth/sessions/s1': { body: { message: ACCOUNT_SECURITY_TEXT.signedOutSession } },
    'POST /auth/sessions/revoke-all': () => {
      live.sessions = live.sessions.filter((s) => s.current);
      return { body: { message: ACCOUNT_SECURITY_TEXT.signedOutOthers, revoked: 1 } };
    },
    ...routes,
  });
  const onSignedOutHere = vi.fn();
  const onSignOutEverywhere = vi.fn();
  const view = renderWithProviders(<SessionsCard onSignedOutHere={onSignedOutHere} onSignOutEverywhere={onSignOutEverywhere} />);
  return { api, onSignedOutHere, onSignOutEverywhere, ...view };
}

const rows = () => screen.getAllByRole('row').slice(1);

describe('the sessions card', () => {
  it('lists the sessions with device, sign-in and last activity, marking this device', async () => {
    setup();
    await screen.findByText('Safari on iOS');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Device', 'Signed in', 'Last active', 'Actions']);
    expect(rows()[0]).toHaveTextContent('Firefox on LinuxThis device');
    expect(rows()[0]).toHaveTextContent('Mar 4, 2026');
    expect(rows()[1]).not.toHaveTextContent('This device');
    expect(rows()[1]).toHaveTextContent('Feb 20, 2026');
  });

  it('signs another session out after a confirmation', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out this session?' });
    expect(dialog).toHaveTextContent('Safari on iOS will be signed out');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(ACCOUNT_SECURITY_TEXT.signedOutSession)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/auth/sessions/s2']);
  });

  it('Cancel keeps the session', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it("signing out this device's session forgets its tokens", async () => {
    session.start({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 900,
      user: { id: 'u1', email: 'a@b.co', name: null, app_metadata: { roles_by_organization: {} } },
    });
    const { onSignedOutHere, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out Firefox on Linux (this device)' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('you will be signed out here');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(onSignedOutHere).toHaveBeenCalled());
    expect(session.tokens()).toBeNull();
    expect(localStorage.getItem('rostra.session')).toBeNull();
  });

  it("'Sign out everywhere else' ends every other session after a confirmation", async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText(ACCOUNT_SECURITY_TEXT.signedOutOthers)).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.bodiesOf('POST /auth/sessions/revoke-all')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it("'Sign out everywhere' asks, then hands over to the global sign-out", async () => {
    const { onSignOutEverywhere, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('this one included');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(onSignOutEverywhere).toHaveBeenCalled();
  });

  it("shows the server's refusal and reloads the list", async () => {
    const { api, user } = setup({ 'DELETE /auth/sessions/s2': { status: 404, body: { detail: ACCOUNT_SECURITY_TEXT.sessionNotFound } } });
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SECURITY_TEXT.sessionNotFound);
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/auth/sessions')).toHaveLength(2));
  });

  it('shows a failed load with Retry', async () => {
    fakeApi({ 'GET /auth/sessions': { status: 500, body: { detail: 'Boom' } } });
    renderWithProviders(<SessionsCard onSignedOutHere={vi.fn()} onSignOutEverywhere={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your sessions: Boom');
  });
});
