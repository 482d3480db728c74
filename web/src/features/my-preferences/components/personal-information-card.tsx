import type { MemberName } from '@rostra/contracts';
import { LIMITS, namePart } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { NAME_PARTS, type NamePartKey } from '@/lib/name-parts.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useMyName } from '../api/get-my-name.ts';
import { useUpdateMyName } from '../api/update-my-name.ts';

function NameForm({ organizationId, userId, initial }: { organizationId: string; userId: string; initial: MemberName }) {
  const update = useUpdateMyName(organizationId, userId);
  const { flash, show } = useFlash(LIMITS.messageTimeoutMs.short);
  const [values, setValues] = useState(
    () => Object.fromEntries(NAME_PARTS.map(([part]) => [part, initial[part] ?? ''])) as Record<NamePartKey, string>,
  );
  const errors = Object.fromEntries(NAME_PARTS.map(([part]) => [part, firstIssue(namePart, values[part])])) as Record<
    NamePartKey,
    string | null
  >;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.values(errors).some(Boolean)) return;
    // Empty parts are left out (docs/product/validation.md).
    const body = Object.fromEntries(NAME_PARTS.map(([part]) => [part, values[part].trim()]).filter(([, value]) => value));
    update.mutate(body, {
      onSuccess: () => show('success', 'Name updated successfully!'),
      onError: (error) => show('error', `Failed to update name: ${errorText(error)}`, LIMITS.messageTimeoutMs.long),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Personal Information">
      <FlashMessage flash={flash} />
      <div className="grid-2">
        {NAME_PARTS.map(([part, label]) => (
          <TextField
            key={part}
            label={label}
            optional
            value={values[part]}
            error={errors[part]}
            onChange={(event) => setValues((v) => ({ ...v, [part]: event.target.value }))}
          />
        ))}
      </div>
      <Button type="submit" busy={update.isPending}>
        Update Name
      </Button>
    </form>
  );
}

/** Personal Information: my name in this organization, as the member list and schedules show it. */
export function PersonalInformationCard({ organizationId, userId }: { organizationId: string; userId: string }) {
  const name = useMyName(organizationId, userId);
  return (
    <Card title="Personal Information">
      <Loaded query={name} loading="Loading name…" failure="Failed to load name information">
        {(data) => <NameForm organizationId={organizationId} userId={userId} initial={data} />}
      </Loaded>
    </Card>
  );
}
