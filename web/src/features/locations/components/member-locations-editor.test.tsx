import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { MemberLocationsEditor } from './member-locations-editor.tsx';

afterEach(() => vi.unstubAllGlobals());

const LOCATIONS = [
  { id: 'north', name: 'North Home', timezone: 'Europe/London' },
  { id: 'south', name: 'South Home', timezone: null },
];
const PUT = 'PUT /organizations/7/members/m1/locations';

function setup(locations: unknown[]) {
  const api = fakeApi({
    'GET /organizations/7/locations': { body: locations },
    [PUT]: (call) => ({ body: { member_id: 'm1', ...(call.body as object) } }),
  });
  return { api, ...renderWithProviders(<MemberLocationsEditor organizationId="7" member={{ id: 'm1', location_ids: ['north'] }} />) };
}

describe('a member’s locations', () => {
  it('ticks where the member works and sends the whole list, none meaning anywhere', async () => {
    const { api, user } = setup(LOCATIONS);
    expect(await screen.findByLabelText('North Home')).toBeChecked();
    expect(screen.getByLabelText('South Home')).not.toBeChecked();
    await user.click(screen.getByLabelText('South Home'));
    await user.click(screen.getByRole('button', { name: 'Save Locations' }));
    expect(await screen.findByText('Locations saved')).toBeInTheDocument();
    await user.click(screen.getByLabelText('North Home'));
    await user.click(screen.getByLabelText('South Home'));
    await user.click(screen.getByRole('button', { name: 'Save Locations' }));
    expect(await screen.findByText('Locations saved: works anywhere')).toBeInTheDocument();
    expect(api.bodiesOf(PUT)).toEqual([{ location_ids: ['north', 'south'] }, { location_ids: [] }]);
  });

  it('is not there for an organization without locations', async () => {
    const { api } = setup([]);
    await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/organizations/7/locations'));
    expect(screen.queryByRole('form', { name: 'Where this member works' })).toBeNull();
  });
});
