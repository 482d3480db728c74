import type { Collaboration, CollaborationType } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useDeleteCollaboration } from '../api/change-collaborations.ts';
import { useCollaborations } from '../api/get-collaborations.ts';
import { useGroupCandidates } from '../api/get-schedulable-members.ts';
import { AddCollaborationModal, TYPE_LABEL } from './add-collaboration-modal.tsx';
import './collaborations.css';

const EXPLANATION: Record<CollaborationType, string> = {
  prefer_together: 'Either all of the group are scheduled on a shift or none; if one takes vacation, none of the others can be scheduled.',
  avoid_together: 'At most one of the group is scheduled per shift.',
};

/** Collab Preferences (docs/product/screens-and-routes.md): the together and apart rules, each group by its names, with Delete and Add Preference. */
export function CollaborationsPanel({ organizationId }: { organizationId: string }) {
  const rules = useCollaborations(organizationId);
  const candidates = useGroupCandidates(organizationId);
  const remove = useDeleteCollaboration(organizationId);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Collaboration | null>(null);
  const { flash, show } = useFlash();

  const told = (verb: 'created' | 'deleted', reloadError: string | null) =>
    reloadError
      ? show('error', `Collaboration ${verb} successfully, but failed to refresh list: ${reloadError}`)
      : show('success', `Collaboration ${verb} successfully`);

  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: ({ reloadError }) => told('deleted', reloadError),
      onError: (error) => show('error', errorText(error)),
      onSettled: () => setDeleting(null),
    });

  const card = (type: CollaborationType) => {
    const groups = (rules.data ?? []).filter((rule) => rule.collaboration_type === type);
    return (
      <Card title={TYPE_LABEL[type]} className="collab-card">
        <p className="field-hint">{EXPLANATION[type]}</p>
        {groups.length === 0 ? (
          <EmptyState>No rules yet.</EmptyState>
        ) : (
          <ul className="collab-groups">
            {groups.map((rule) => (
              <li key={rule.id}>
                <span>{rule.employee_names.join(', ')}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete ${TYPE_LABEL[type]}: ${rule.employee_names.join(', ')}`}
                  onClick={() => setDeleting(rule)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    );
  };

  return (
    <section aria-label="Collaboration preferences">
      <div className="toolbar">
        <Button variant="primary" onClick={() => setAdding(true)} disabled={candidates.isPending}>
          Add Preference
        </Button>
      </div>
      <FlashMessage flash={flash} />
      <Loaded query={rules} loading="Loading collaboration preferences…">
        {() => (
          <div className="collab-cards">
            {card('prefer_together')}
            {card('avoid_together')}
          </div>
        )}
      </Loaded>
      <AddCollaborationModal
        organizationId={organizationId}
        candidates={candidates.data ?? []}
        open={adding}
        onOpenChange={setAdding}
        onCreated={(reloadError) => told('created', reloadError)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete preference"
        description={deleting && `Delete the ${TYPE_LABEL[deleting.collaboration_type]} rule for ${deleting.employee_names.join(', ')}?`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
