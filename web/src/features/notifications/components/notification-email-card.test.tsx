import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { NotificationEmailCard } from './notification-email-card.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('notification e-mails', () => {
  it('shows each switch as saved and sends only the one changed', async () => {
    const api = fakeApi({
      'GET /me/notification-settings': { body: { email: { trade_offered: true, shift_reminder: false } } },
      'PUT /me/notification-settings': { body: { email: { trade_offered: false, shift_reminder: false } } },
    });
    const { user } = renderWithProviders(<NotificationEmailCard />);
    const offered = await screen.findByRole('checkbox', { name: 'A colleague offers me a shift or a swap' });
    expect(offered).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'A reminder the day before each shift' })).not.toBeChecked();
    await user.click(offered);
    expect(await screen.findByText('Notification e-mails updated')).toBeInTheDocument();
    expect(offered).not.toBeChecked();
    expect(api.bodiesOf('PUT /me/notification-settings')).toEqual([{ email: { trade_offered: false } }]);
  });
});
