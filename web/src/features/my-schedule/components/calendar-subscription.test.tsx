import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { CalendarSubscription } from './calendar-subscription.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/organizations/o1/my-calendar-feed';
const FIRST = 'https://rostra.example/api/calendar-feeds/first-secret.ics';
const SECOND = 'https://rostra.example/api/calendar-feeds/second-secret.ics';

describe('Subscribe in your calendar app', () => {
  it('offers to create a link while the member has none, then shows it', async () => {
    const api = fakeApi({
      [`GET ${PATH}`]: { status: 404, body: { detail: 'You have no calendar feed: create one first' } },
      [`POST ${PATH}`]: { status: 201, body: { url: FIRST } },
    });
    const { user } = renderWithProviders(<CalendarSubscription organizationId="o1" />);
    await user.click(await screen.findByRole('button', { name: 'Create Calendar Link' }));
    expect(await screen.findByLabelText('Your calendar link')).toHaveValue(FIRST);
    expect(api.bodiesOf(`POST ${PATH}`)).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Open in your calendar app' })).toHaveAttribute(
      'href',
      'webcal://rostra.example/api/calendar-feeds/first-secret.ics',
    );
  });

  it('copies the link', async () => {
    fakeApi({ [`GET ${PATH}`]: { body: { url: FIRST } } });
    const { user } = renderWithProviders(<CalendarSubscription organizationId="o1" />);
    await screen.findByLabelText('Your calendar link');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(FIRST);
    expect(await screen.findByText('Calendar link copied to clipboard')).toBeInTheDocument();
  });

  it('revokes only after a confirmation, and shows the new link', async () => {
    const api = fakeApi({ [`GET ${PATH}`]: { body: { url: FIRST } }, [`POST ${PATH}`]: { status: 201, body: { url: SECOND } } });
    const { user } = renderWithProviders(<CalendarSubscription organizationId="o1" />);
    await user.click(await screen.findByRole('button', { name: 'Revoke' }));
    expect(screen.getByRole('alertdialog', { name: 'Revoke Calendar Link?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.bodiesOf(`POST ${PATH}`)).toHaveLength(0);
    expect(screen.getByLabelText('Your calendar link')).toHaveValue(FIRST);

    await user.click(screen.getByRole('button', { name: 'Revoke' }));
    await user.click(screen.getByRole('button', { name: 'Revoke Link' }));
    await waitFor(() => expect(screen.getByLabelText('Your calendar link')).toHaveValue(SECOND));
    expect(api.bodiesOf(`POST ${PATH}`)).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByText('Calendar link revoked. Subscribe again with the new link.')).toBeInTheDocument();
  });

  it('says why the link could not be loaded, with Retry', async () => {
    fakeApi({ [`GET ${PATH}`]: { status: 500, body: { detail: 'boom' } } });
    renderWithProviders(<CalendarSubscription organizationId="o1" />);
    expect(await screen.findByText('Failed to load your calendar link: boom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
