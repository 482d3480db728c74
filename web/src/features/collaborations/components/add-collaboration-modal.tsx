import { COLLABORATION_TEXT, collaborationCreateBody, type CollaborationType } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Options, SelectField } from '@/components/ui/field.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/errors.ts';
import { useCreateCollaboration } from '../api/change-collaborations.ts';
import { EmployeeMultiSelect, type Candidate } from './employee-multi-select.tsx';

export const TYPE_LABEL: Record<CollaborationType, string> = {
  prefer_together: 'Schedule Together',
  avoid_together: 'Schedule Separately',
};

interface AddCollaborationModalProps {
  organizationId: string;
  candidates: Candidate[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (reloadError: string | null) => void;
}

/** 'Add Preference': a type and at least two employees (docs/product/validation.md), checked by the contract's rule. */
export function AddCollaborationModal({ organizationId, candidates, open, onOpenChange, onCreated }: AddCollaborationModalProps) {
  const [type, setType] = useState<CollaborationType>('prefer_together');
  const [ids, setIds] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateCollaboration(organizationId);

  const reset = () => {
    setType('prefer_together');
    setIds([]);
    setError(null);
    setFailure(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = collaborationCreateBody.safeParse({ employee_ids: ids, collaboration_type: type });
    if (!parsed.success) return setError(COLLABORATION_TEXT.atLeastTwo);
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: ({ reloadError }) => {
        reset();
        onOpenChange(false);
        onCreated(reloadError);
      },
      onError: (problem) => setFailure(errorText(problem)),
    });
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Add Preference"
    >
      <form onSubmit={submit} noValidate>
        <SelectField label="Type" value={type} onChange={(event) => setType(event.target.value as CollaborationType)}>
          <Options options={(Object.keys(TYPE_LABEL) as CollaborationType[]).map((value) => ({ value, label: TYPE_LABEL[value] }))} />
        </SelectField>
        <EmployeeMultiSelect
          label="Employees"
          candidates={candidates}
          selected={ids}
          onChange={(next) => {
            setIds(next);
            setError(null);
          }}
          error={error}
        />
        <div className="message message-warning" role="note">
          Use collaboration preferences judiciously: every rule limits which schedules are feasible, and too many can leave shifts
          understaffed or make generation fail.
        </div>
        {failure && (
          <div className="message message-error" role="alert">
            {failure}
          </div>
        )}
        <ModalActions>
          <Button
            onClick={() => {
              reset();
              onOpenChange(false);
            }}
          >
            Cancel
          </Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create Preference
          </Button>
        </ModalActions>
      </form>
    </Modal>
  );
}
