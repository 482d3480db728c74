import { LIMITS } from '@rostra/contracts';
import { Card } from '@/components/ui/card.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useSetAllowAdminEdits } from '../api/set-allow-admin-edits.ts';

/** Admin Edit Permissions: a switch that saves at once; its confirmation clears after 3 s (docs/product/limits.md). */
export function AdminEditsToggle({ organizationId, allowed }: { organizationId: string; allowed: boolean }) {
  const set = useSetAllowAdminEdits(organizationId);
  const { flash, show } = useFlash(LIMITS.messageTimeoutMs.short);
  const value = set.isPending ? set.variables : allowed;
  const toggle = () =>
    set.mutate(!allowed, {
      onSuccess: (answer) =>
        show(
          'success',
          answer.allow_admin_edits ? 'Administrators can now edit your preferences' : 'Administrators can no longer edit your preferences',
        ),
      onError: (error) => show('error', `Failed to update admin edit permissions: ${errorText(error)}`, LIMITS.messageTimeoutMs.long),
    });
  return (
    <Card title="Admin Edit Permissions">
      <FlashMessage flash={flash} />
      <label className="switch">
        <input type="checkbox" role="switch" checked={value} aria-checked={value} disabled={set.isPending} onChange={toggle} />
        <span className="switch-track" aria-hidden="true" />
        <span>Allow administrators to edit my preferences</span>
      </label>
      <p className="field-hint">
        {value
          ? 'Administrators may change the preferences you requested on your behalf.'
          : 'Your requested preferences are protected: administrators see them but cannot change them. Their own requirement still applies.'}
      </p>
    </Card>
  );
}
