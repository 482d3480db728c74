import { LIMITS, profileName } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { ErrorState, Spinner } from '@/components/ui/states.tsx';
import { formatDate } from '@/lib/dates.ts';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useProfile } from '../api/get-profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

/** Profile: Name (editable), Email, the authentication note and the Created date. */
export function ProfileCard() {
  const profile = useProfile();
  const update = useUpdateProfile();
  const { flash, show } = useFlash(LIMITS.messageTimeoutMs.short);
  const [draft, setDraft] = useState<string | null>(null);

  if (profile.isPending) return <Spinner label="Loading your profile…" />;
  if (profile.isError)
    return <ErrorState text={`Failed to load your profile: ${errorText(profile.error)}`} onRetry={() => void profile.refetch()} />;

  const name = draft ?? profile.data.name ?? '';
  const error = firstIssue(profileName, name);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (error) return;
    update.mutate(name.trim(), {
      onSuccess: () => {
        setDraft(null);
        show('success', 'Profile updated successfully');
      },
      onError: (failure) => show('error', `Failed to update profile: ${errorText(failure)}`),
    });
  };

  return (
    <Card>
      <FlashMessage flash={flash} />
      <form onSubmit={save} noValidate aria-label="Profile">
        <TextField label="Name" autoComplete="name" value={name} onChange={(event) => setDraft(event.target.value)} error={error} />
        <div className="form-actions">
          <Button type="submit" variant="primary" busy={update.isPending} disabled={draft === null}>
            Save
          </Button>
        </div>
      </form>
      <dl className="detail-list" style={{ marginTop: '1rem' }}>
        <dt>Email</dt>
        <dd>{profile.data.email}</dd>
        <dt>Created</dt>
        <dd>{formatDate(profile.data.created_at)}</dd>
      </dl>
      <p className="field-hint" style={{ marginTop: '1rem' }}>
        Authentication is managed by Rostra's identity platform: your email address and password are used only to sign you in.
      </p>
    </Card>
  );
}
