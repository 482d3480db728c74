import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api.ts';
import { renderWithProviders } from '@/test/render.tsx';
import { LocationPicker, useLocationFilter } from './location-picker.tsx';

afterEach(() => vi.unstubAllGlobals());

const LOCATIONS = [
  { id: 'north', name: 'North Home', timezone: 'Europe/London' },
  { id: 'south', name: 'South Home', timezone: null },
];

/** What a page reads of the picker: the location in the URL. */
function Shown() {
  const [locationId] = useLocationFilter();
  return <output aria-label="shown location">{locationId ?? 'all'}</output>;
}

function setup(locations: unknown[], path = '/org') {
  fakeApi({ 'GET /organizations/7/locations': { body: locations } });
  return renderWithProviders(
    <>
      <LocationPicker organizationId="7" />
      <Shown />
    </>,
    { path },
  );
}

describe('the location picker', () => {
  it('is not there for an organization without locations', async () => {
    setup([]);
    expect(await screen.findByLabelText('shown location')).toHaveTextContent('all');
    await Promise.resolve();
    expect(screen.queryByLabelText('Location')).not.toBeInTheDocument();
  });

  it('offers all locations or one, and puts the one chosen in the URL', async () => {
    const { user } = setup(LOCATIONS);
    const picker = await screen.findByLabelText('Location');
    expect([...(picker as HTMLSelectElement).options].map((option) => option.text)).toEqual(['All locations', 'North Home', 'South Home']);
    await user.selectOptions(picker, 'South Home');
    expect(screen.getByLabelText('shown location')).toHaveTextContent('south');
    await user.selectOptions(picker, 'All locations');
    expect(screen.getByLabelText('shown location')).toHaveTextContent('all');
  });

  it('starts at the location the URL names', async () => {
    setup(LOCATIONS, '/org?location_id=north');
    expect(await screen.findByLabelText('Location')).toHaveValue('north');
  });
});
