import type { Location } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '../../../components/ui/Button.tsx';
import { Card } from '../../../components/ui/Card.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { FlashMessage } from '../../../components/ui/Message.tsx';
import { Loaded } from '../../../components/ui/States.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useCreateLocation } from '../api/create-location.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocations } from '../api/get-locations.ts';
import { useRenameLocation } from '../api/update-location.ts';
import './locations.css';

/**
 * Locations (docs/api/locations.md): the organization's sites, each with its time zone. A shift type
 * may belong to one and members work at some; an organization without any works as before.
 */
export function LocationsCard({ organizationId, disabled }: { organizationId: string; disabled?: boolean }) {
  const locations = useLocations(organizationId);
  const create = useCreateLocation(organizationId);
  const rename = useRenameLocation(organizationId);
  const remove = useDeleteLocation(organizationId);
  const [draft, setDraft] = useState({ name: '', timezone: '' });
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const { flash, show } = useFlash();
  const failed = (what: string) => (error: Error) => show('error', `Failed to ${what}: ${errorText(error)}`);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const timezone = draft.timezone.trim();
    create.mutate(
      { name: draft.name.trim(), ...(timezone && { timezone }) },
      {
        onSuccess: (location) => (setDraft({ name: '', timezone: '' }), show('success', `Location "${location.name}" added`)),
        onError: failed('add the location'),
      },
    );
  };
  const saveName = (event: FormEvent) => {
    event.preventDefault();
    if (!renaming) return;
    rename.mutate(
      { id: renaming.id, name: renaming.name.trim() },
      {
        onSuccess: (location) => (setRenaming(null), show('success', `Location renamed to "${location.name}"`)),
        onError: failed('rename the location'),
      },
    );
  };
  const erase = (location: Location) =>
    remove.mutate(location.id, {
      onSuccess: () => show('success', `Location "${location.name}" deleted`),
      onError: failed(`delete ${location.name}`),
    });

  return (
    <Card title="Locations">
      <FlashMessage flash={flash} />
      <Loaded query={locations} loading="Loading locations…">
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No locations: every shift type is of no location and everyone works anywhere.</p>
          ) : (
            <ul className="location-list" aria-label="Locations">
              {list.map((location) =>
                renaming?.id === location.id ? (
                  <li key={location.id}>
                    <form onSubmit={saveName} noValidate aria-label={`Rename ${location.name}`} className="location-rename">
                      <TextField
                        label={`New name for ${location.name}`}
                        maxLength={100}
                        value={renaming.name}
                        onChange={(event) => setRenaming({ id: location.id, name: event.target.value })}
                      />
                      <div className="row-actions">
                        <SubmitButton size="sm" busy={rename.isPending} busyLabel="Saving…" disabled={!renaming.name.trim()}>
                          Save Name
                        </SubmitButton>
                        <Button size="sm" onClick={() => setRenaming(null)}>
                          Cancel
                        </Button>
                      </div>
                    </form>
                  </li>
                ) : (
                  <li key={location.id}>
                    <strong>{location.name}</strong>
                    <span className="muted">{location.timezone ?? 'No time zone'}</span>
                    {!disabled && (
                      <div className="row-actions">
                        <Button
                          size="sm"
                          aria-label={`Rename ${location.name}`}
                          onClick={() => setRenaming({ id: location.id, name: location.name })}
                        >
                          Rename
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          aria-label={`Delete ${location.name}`}
                          busy={remove.isPending && remove.variables === location.id}
                          onClick={() => erase(location)}
                        >
                          Delete
                        </Button>
                      </div>
                    )}
                  </li>
                ),
              )}
            </ul>
          )
        }
      </Loaded>
      {!disabled && (
        <form onSubmit={add} noValidate aria-label="Add a location" className="grid-2">
          <TextField
            label="Location name"
            maxLength={100}
            value={draft.name}
            onChange={(event) => setDraft((d) => ({ ...d, name: event.target.value }))}
          />
          <TextField
            label="Time zone"
            optional
            hint="An IANA time zone such as Europe/London; empty: the organization's."
            autoComplete="off"
            value={draft.timezone}
            onChange={(event) => setDraft((d) => ({ ...d, timezone: event.target.value }))}
          />
          <SubmitButton busy={create.isPending} busyLabel="Adding…" disabled={!draft.name.trim()}>
            Add Location
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
