import { PREFERENCES_TEXT, REASON_MAX, type EmployeePreferences } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Modal, ModalFormActions } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/errors.ts';
import { useSaveEmployeeRequested } from '../api/save-employee-requested.ts';
import { bodyOf, draftOf, isChanged, type Draft } from './preference-draft.ts';
import { RequestedDraftFields } from './requested-draft-fields.tsx';
import './edit-requested.css';

interface EditRequestedModalProps {
  organizationId: string;
  employee: EmployeePreferences;
  shiftTypes: { id: string; name: string }[];
  onClose: (saved: boolean) => void;
}

/**
 * The admin edits an employee's Employee Requested set (docs/product/roles-and-permissions.md: only while the employee allows
 * admin edits): counts and availability per shift type, day limits, weekdays and reason.
 */
export function EditRequestedModal({ organizationId, employee, shiftTypes, onClose }: EditRequestedModalProps) {
  const requested = employee.employee_requested;
  const [draft, setDraft] = useState<Draft>(() =>
    draftOf(
      requested,
      shiftTypes.map((t) => t.id),
    ),
  );
  const [reason, setReason] = useState(requested.reason ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveEmployeeRequested(organizationId, employee.member_id);
  const name = employee.employee_name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = bodyOf(draft);
    if ('problem' in result) return setProblem(result.problem);
    const newReason = reason.trim() || null;
    if (!isChanged(draft, requested) && newReason === (requested.reason ?? null)) return setProblem(PREFERENCES_TEXT.noChanges);
    save.mutate(
      { ...result.body, reason: newReason },
      {
        onSuccess: () => onClose(true),
        onError: (error) => setProblem(`Failed to save preferences: ${errorText(error)}`),
      },
    );
  };
  const edit = (next: Draft) => {
    setDraft(next);
    setProblem(null);
  };

  return (
    <Modal
      open
      wide
      onOpenChange={(open) => !open && onClose(false)}
      title={`Edit Employee Requested: ${name}`}
      description={`${name} allows administrators to edit these preferences.`}
    >
      <form onSubmit={submit} noValidate>
        <RequestedDraftFields name={name} shiftTypes={shiftTypes} draft={draft} edit={edit} />
        <TextAreaField
          label="Reason"
          optional
          rows={2}
          maxLength={REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem && <Message kind="error">{problem}</Message>}
        <ModalFormActions onCancel={() => onClose(false)} busy={save.isPending}>
          Save
        </ModalFormActions>
      </form>
    </Modal>
  );
}
