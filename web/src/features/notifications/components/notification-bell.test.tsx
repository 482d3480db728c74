import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import type { NotificationAnswer as Notification } from '@rostra/contracts';
import { NotificationBell } from './notification-bell.tsx';

afterEach(() => vi.unstubAllGlobals());

const notification = (id: string, read: boolean, title: string): Notification => ({
  id,
  type: 'trade_offered',
  organization_id: '1',
  created_at: '2026-11-29T09:00:00.000Z',
  read,
  title,
  body: 'Bo offers you Late on Dec 4.',
  link: '/organizations/1/my-schedule?tab=trades',
});

describe('the notification bell', () => {
  it('counts the unread, lists the newest, and marks one read when followed, or all at once', async () => {
    const read = new Set<string>();
    const api = fakeApi({
      'GET /me/notifications': () => ({
        body: {
          notifications: [
            notification('n2', read.has('n2'), 'Bo offers you a shift'),
            notification('n1', read.has('n1'), 'December is published'),
          ],
          unread_count: 2 - read.size,
        },
      }),
      'POST /me/notifications/read': (call) => {
        for (const id of (call.body as { ids: string[] }).ids) read.add(id);
        return { body: { unread_count: 2 - read.size } };
      },
    });
    const { user } = renderWithProviders(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const link = within(panel).getByRole('link', { name: /Bo offers you a shift/ });
    expect(link).toHaveAttribute('href', '/organizations/1/my-schedule?tab=trades');
    expect(within(panel).getAllByText('Unread:')).toHaveLength(2);
    await user.click(link);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /me/notifications/read')).toEqual([{ ids: ['n2'] }, { ids: ['n1'] }]);
  });
});
