import { LIMITS, PREFERENCES_TEXT, REASON_MAX, type EmployeePreferences } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Checkbox, RangeField, TextAreaField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Modal, ModalFormActions } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/errors.ts';
import { useSaveEmployeeRequested } from '../api/save-employee-requested.ts';
import { CountInput } from './count-input.tsx';
import { bodyOf, draftOf, isChanged, setAvailable, WEEKDAYS, type Draft } from './preference-draft.ts';
import './edit-requested.css';

const DAY_LIMITS = [
  { field: 'min_consecutive_days', label: 'Min Days On', range: LIMITS.minConsecutiveDays },
  { field: 'max_consecutive_days', label: 'Max Days On', range: LIMITS.maxConsecutiveDays },
  { field: 'min_consecutive_days_off', label: 'Min Days Off', range: LIMITS.minConsecutiveDaysOff },
] as const;

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
        <table className="table requested-edit-table">
          <caption className="sr-only">Shifts {name} wants per month</caption>
          <thead>
            <tr>
              <th scope="col">Shift Type</th>
              <th scope="col">Available</th>
              <th scope="col">Per Month</th>
            </tr>
          </thead>
          <tbody>
            {shiftTypes.map((shiftType) => {
              const disallowed = draft.disallowed.includes(shiftType.id);
              return (
                <tr key={shiftType.id}>
                  <th scope="row">{shiftType.name}</th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${shiftType.name} available`}
                      checked={!disallowed}
                      onChange={(event) => edit(setAvailable(draft, shiftType.id, event.target.checked))}
                    />
                  </td>
                  <td>
                    <CountInput
                      label={`${shiftType.name} shifts per month`}
                      disabled={disallowed}
                      value={draft.counts[shiftType.id] ?? '0'}
                      onChange={(value) => edit({ ...draft, counts: { ...draft.counts, [shiftType.id]: value } })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <div className="requested-limits">
          {DAY_LIMITS.map(({ field, label, range }) => (
            <RangeField
              key={field}
              label={label}
              range={range}
              value={draft[field]}
              onChange={(event) => edit({ ...draft, [field]: event.target.value })}
            />
          ))}
        </div>
        <fieldset className="requested-weekdays">
          <legend className="field-hint">Weekly Availability</legend>
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day.key}
              label={day.name}
              checked={draft.available_weekdays[day.key]}
              onChange={(event) => edit({ ...draft, available_weekdays: { ...draft.available_weekdays, [day.key]: event.target.checked } })}
            />
          ))}
        </fieldset>
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
