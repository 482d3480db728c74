import { act, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { notify, useNotice } from './notice.ts';

function Shell() {
  const notice = useNotice();
  return (
    <>
      {notice && <p role="status">{notice.text}</p>}
      <Link to="/organizations/o1/org-schedule?tab=analytics">Analytics</Link>
      <Link to="/organizations/o1/org-schedule?month=2026-12">Next month</Link>
      <Link to="/organizations/o1/org-admin">Org Administration</Link>
    </>
  );
}

const WELCOME = 'Welcome back! You have been successfully logged in.';

afterEach(() => vi.useRealTimers());

describe('a notice raised for the next page', () => {
  it('shows on the page it leads to, stays while that page changes only its month, and is gone on another tab', async () => {
    const { user } = renderWithProviders(<Shell />, { path: '/organizations/o1/org-schedule' });
    act(() => notify('success', WELCOME));
    expect(screen.getByRole('status')).toHaveTextContent(WELCOME);
    await user.click(screen.getByRole('link', { name: 'Next month' }));
    expect(screen.getByRole('status')).toHaveTextContent(WELCOME);
    await user.click(screen.getByRole('link', { name: 'Analytics' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('raised by a page that then navigates, shows on the page it leads to until the user leaves that one', async () => {
    window.history.pushState({}, '', '/organizations');
    const { user } = renderWithProviders(<Shell />, { path: '/organizations' });
    act(() => notify('success', 'Organization "Acme" created successfully!'));
    await user.click(screen.getByRole('link', { name: 'Org Administration' }));
    expect(screen.getByRole('status')).toHaveTextContent('created successfully!');
    await user.click(screen.getByRole('link', { name: 'Analytics' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });

  it('clears itself after the 5 s timeout', () => {
    vi.useFakeTimers();
    renderWithProviders(<Shell />, { path: '/organizations/o1/my-schedule' });
    act(() => notify('success', WELCOME));
    act(() => vi.advanceTimersByTime(4_900));
    expect(screen.getByRole('status')).toHaveTextContent(WELCOME);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
