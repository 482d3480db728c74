import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { anOrganization } from '@/test/organization.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { HolidaysCard } from './holidays-card.tsx';

afterEach(() => vi.useRealTimers());

const ward = anOrganization({ holiday_region: 'GB-ENG' });
const HOLIDAYS = {
  holidays: [
    { id: 'h1', date: '2026-12-24', name: 'Christmas Eve', source: 'organization' },
    { date: '2026-12-25', name: 'Christmas Day', source: 'region' },
  ],
};
const LIST = 'GET /organizations/7/holidays?year=2026';

function setup(disabled = false) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T12:00:00Z') });
  const api = fakeApi({
    [LIST]: { body: HOLIDAYS },
    'PUT /organizations/7/settings': { body: ward },
    'POST /organizations/7/holidays': { status: 201, body: { id: 'h2', date: '2026-12-31', name: 'New Year’s Eve' } },
    'DELETE /organizations/7/holidays/h1': { body: { message: 'Holiday deleted successfully' } },
  });
  return { api, ...renderWithProviders(<HolidaysCard organization={ward} disabled={disabled} />) };
}

describe('the Holidays card', () => {
  it('lists the year’s holidays, the organization’s own with a Delete', async () => {
    const { api, user } = setup();
    const list = await screen.findByRole('list', { name: 'Holidays in 2026' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Dec 24, 2026Christmas EveOwn dayDelete', 'Dec 25, 2026Christmas DayGB-ENG']);
    await user.click(within(list).getByRole('button', { name: 'Delete Christmas Eve' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/organizations/7/holidays/h1']),
    );
  });

  it('sets the region, upper-cased, and clears it when emptied', async () => {
    const { api, user } = setup();
    const region = screen.getByLabelText('Holiday region');
    expect(region).toHaveValue('GB-ENG');
    await user.clear(region);
    await user.type(region, 'de-by');
    await user.click(screen.getByRole('button', { name: 'Save Region' }));
    await user.clear(region);
    await user.click(screen.getByRole('button', { name: 'Save Region' }));
    await waitFor(() =>
      expect(api.bodiesOf('PUT /organizations/7/settings')).toEqual([{ holiday_region: 'DE-BY' }, { holiday_region: null }]),
    );
  });

  it('adds an own day', async () => {
    const { api, user } = setup();
    await user.type(screen.getByLabelText('Date'), '2026-12-31');
    await user.type(screen.getByLabelText('Name'), 'New Year’s Eve');
    await user.click(screen.getByRole('button', { name: 'Add Holiday' }));
    await waitFor(() => expect(api.bodiesOf('POST /organizations/7/holidays')).toEqual([{ date: '2026-12-31', name: 'New Year’s Eve' }]));
  });

  it('is read-only for members who are not admins', async () => {
    setup(true);
    await screen.findByRole('list', { name: 'Holidays in 2026' });
    expect(screen.getByLabelText('Holiday region')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Delete|Add Holiday|Save Region/ })).toBeNull();
  });
});
