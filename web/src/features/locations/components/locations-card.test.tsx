import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LocationsCard } from './locations-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const NORTH = { id: 'north', name: 'North Home', timezone: 'Europe/London' };
const SOUTH = { id: 'south', name: 'South Home', timezone: null };
const LIST = 'GET /organizations/7/locations';

function setup(disabled = false) {
  const api = fakeApi({
    [LIST]: { body: [NORTH, SOUTH] },
    'POST /organizations/7/locations': (call) => ({ status: 201, body: { id: 'east', timezone: null, ...(call.body as object) } }),
    'PUT /organizations/7/locations/north': { body: { ...NORTH, name: 'North Wing' } },
    'DELETE /organizations/7/locations/north': { status: 409, body: { detail: 'The location is used by shift types: Early, Night' } },
    'DELETE /organizations/7/locations/south': { body: { id: 'south', message: 'Location deleted successfully' } },
  });
  return { api, ...renderWithProviders(<LocationsCard organizationId="7" disabled={disabled} />) };
}

const listed = async () =>
  within(await screen.findByRole('list', { name: 'Locations' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the Locations card', () => {
  it('lists the locations with their time zones', async () => {
    setup();
    expect(await listed()).toEqual(['North HomeEurope/LondonRenameDelete', 'South HomeNo time zoneRenameDelete']);
  });

  it('says what an organization without locations does', async () => {
    fakeApi({ [LIST]: { body: [] } });
    renderWithProviders(<LocationsCard organizationId="7" />);
    expect(await screen.findByText(/No locations: every shift type is of no location/)).toBeInTheDocument();
  });

  it('adds a location, with a time zone only when one is given', async () => {
    const { api, user } = setup();
    await screen.findByRole('list', { name: 'Locations' });
    await user.type(screen.getByLabelText('Location name'), '  East Home ');
    await user.type(screen.getByLabelText(/Time zone/), 'Europe/Paris');
    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    expect(await screen.findByText('Location "East Home" added')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Location name'), 'West Home');
    await user.click(screen.getByRole('button', { name: 'Add Location' }));
    await waitFor(() =>
      expect(api.bodiesOf('POST /organizations/7/locations')).toEqual([
        { name: 'East Home', timezone: 'Europe/Paris' },
        { name: 'West Home' },
      ]),
    );
  });

  it('renames a location', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Rename North Home' }));
    const name = screen.getByLabelText('New name for North Home');
    expect(name).toHaveValue('North Home');
    await user.clear(name);
    await user.type(name, 'North Wing');
    await user.click(screen.getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Location renamed to "North Wing"')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /organizations/7/locations/north')).toEqual([{ name: 'North Wing' }]);
    expect(screen.queryByLabelText('New name for North Home')).not.toBeInTheDocument();
  });

  it('deletes a location, and shows why when shift types still belong to it', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete North Home' }));
    expect(await screen.findByText('Failed to delete North Home: The location is used by shift types: Early, Night')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete South Home' }));
    expect(await screen.findByText('Location "South Home" deleted')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/organizations/7/locations/north',
      '/organizations/7/locations/south',
    ]);
  });

  it('is read-only for members who are not admins', async () => {
    setup(true);
    expect(await listed()).toEqual(['North HomeEurope/London', 'South HomeNo time zone']);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Location name')).toBeNull();
  });
});
