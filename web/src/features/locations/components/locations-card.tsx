import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { RenamableList } from '@/components/ui/renamable-list.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useCreateLocation } from '../api/create-location.ts';
import { useDeleteLocation } from '../api/delete-location.ts';
import { useLocations } from '../api/get-locations.ts';
import { useRenameLocation } from '../api/update-location.ts';

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
  return (
    <Card title="Locations">
      <FlashMessage flash={flash} />
      <Loaded query={locations} loading="Loading locations…">
        {(list) =>
          list.length === 0 ? (
            <p className="muted">No locations: every shift type is of no location and everyone works anywhere.</p>
          ) : (
            <RenamableList
              label="Locations"
              items={list}
              disabled={disabled}
              detail={(location) => <span className="muted">{location.timezone ?? 'No time zone'}</span>}
              renaming={rename.isPending}
              deletingId={remove.isPending ? remove.variables : undefined}
              onRename={(location, name, close) =>
                rename.mutate(
                  { id: location.id, name },
                  {
                    onSuccess: (renamed) => (close(), show('success', `Location renamed to "${renamed.name}"`)),
                    onError: failed('rename the location'),
                  },
                )
              }
              onDelete={(location) =>
                remove.mutate(location.id, {
                  onSuccess: () => show('success', `Location "${location.name}" deleted`),
                  onError: failed(`delete ${location.name}`),
                })
              }
            />
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
