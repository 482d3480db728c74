import { VACATION_TEXT, type Member } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Options } from '@/components/ui/field.tsx';
import { errorText } from '@/lib/errors.ts';
import { useCreateVacation } from '../api/create-vacation.ts';

interface AddVacationRowProps {
  organizationId: string;
  members: Member[];
  today: string;
  details: boolean;
  columns: number;
  onDone: (text: string) => void;
  onCancel: () => void;
}

const EMPTY = { employeeId: '', notes: '', start: '', end: '', autoApprove: false };

/** '+ Add New Request' as a table row: employee, notes, dates; Auto-approve in details mode (docs/product/screens-and-routes.md). */
export function AddVacationRow({ organizationId, members, today, details, columns, onDone, onCancel }: AddVacationRowProps) {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateVacation(organizationId);
  const set = (patch: Partial<typeof EMPTY>) => {
    setForm((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const save = () => {
    if (!form.employeeId || !form.start || !form.end) return setError(VACATION_TEXT.fillRequired);
    if (form.end < form.start) return setError(VACATION_TEXT.endBeforeStart);
    const body = {
      start_date: form.start,
      end_date: form.end,
      request_notes: form.notes.trim() || null,
      auto_approve: details && form.autoApprove,
    };
    create.mutate(
      { employeeId: form.employeeId, body },
      {
        onSuccess: () => {
          setForm(EMPTY);
          onDone(body.auto_approve ? 'Vacation request created and approved.' : VACATION_TEXT.submitted);
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <tr className="vacation-add-row">
      <td colSpan={columns}>
        <div className="vacation-add" role="group" aria-label="New vacation request">
          <label>
            <span>Employee</span>
            <select
              value={form.employeeId}
              onChange={(event) => set({ employeeId: event.target.value })}
              aria-invalid={Boolean(error && !form.employeeId) || undefined}
            >
              <option value="">Select employee…</option>
              <Options options={members.map((member) => ({ value: member.id, label: member.name }))} />
            </select>
          </label>
          <label>
            <span>Start date</span>
            <input type="date" min={today} value={form.start} onChange={(event) => set({ start: event.target.value })} />
          </label>
          <label>
            <span>End date</span>
            <input type="date" min={form.start || today} value={form.end} onChange={(event) => set({ end: event.target.value })} />
          </label>
          <label className="vacation-add-notes">
            <span>
              Notes <span className="field-optional">(optional)</span>
            </span>
            <input value={form.notes} maxLength={1000} onChange={(event) => set({ notes: event.target.value })} />
          </label>
          {details && (
            <label className="checkbox">
              <input type="checkbox" checked={form.autoApprove} onChange={(event) => set({ autoApprove: event.target.checked })} />
              <span>Auto-approve</span>
            </label>
          )}
          <div className="row-actions">
            <Button size="sm" variant="primary" busy={create.isPending} onClick={save}>
              Save
            </Button>
            <Button size="sm" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}
