import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { locationsQuery } from '@/lib/locations-query.ts';
import { Options } from '../ui/field.tsx';

const PARAMETER = 'location_id';

/** The location a page shows (`?location_id=` in the URL; undefined: all), and how to choose another. */
export function useLocationFilter(): [string | undefined, (locationId: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const locationId = params.get(PARAMETER) || undefined;
  const choose = useCallback(
    (next: string | undefined) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next === undefined) updated.delete(PARAMETER);
          else updated.set(PARAMETER, next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [locationId, choose];
}

/** Narrows a page to one location's shifts; not shown for an organization without locations. */
export function LocationPicker({ organizationId }: { organizationId: string }) {
  const locations = useQuery(locationsQuery(organizationId));
  const [locationId, choose] = useLocationFilter();
  if (!locations.data?.length) return null;
  return (
    <label className="cal-filter">
      <span>Location</span>
      <select value={locationId ?? ''} onChange={(event) => choose(event.target.value || undefined)}>
        <option value="">All locations</option>
        <Options options={locations.data.map((location) => ({ value: location.id, label: location.name }))} />
      </select>
    </label>
  );
}
