import type { MembersResponse } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useLocations } from '../api/get-locations.ts';
import { useSetMemberLocations } from '../api/set-member-locations.ts';

interface MemberLocationsEditorProps {
  organizationId: string;
  /** A row of the member list (a member or a pending invitation), with where they work now (none: anywhere). */
  member: Pick<MembersResponse['members'][number], 'id'> & { location_ids?: readonly string[] };
}

/** Where a member works (docs/api/locations.md#where-a-member-works); not shown for an organization without locations. */
export function MemberLocationsEditor({ organizationId, member }: MemberLocationsEditorProps) {
  const locations = useLocations(organizationId);
  const save = useSetMemberLocations(organizationId, member.id);
  const [chosen, setChosen] = useState<string[]>([...(member.location_ids ?? [])]);
  const { flash, show } = useFlash();
  if (!locations.data?.length) return null;

  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: () => show('success', chosen.length ? 'Locations saved' : 'Locations saved: works anywhere'),
      onError: (error) => show('error', `Failed to save the locations: ${errorText(error)}`),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Where this member works">
      <FlashMessage flash={flash} />
      <fieldset>
        <legend>Works at</legend>
        <p className="field-hint">None ticked: anywhere.</p>
        {locations.data.map((location) => (
          <Checkbox
            key={location.id}
            label={location.name}
            checked={chosen.includes(location.id)}
            onChange={(event) => toggle(location.id, event.target.checked)}
          />
        ))}
      </fieldset>
      <SubmitButton size="sm" busy={save.isPending} busyLabel="Saving…">
        Save Locations
      </SubmitButton>
    </form>
  );
}
