import { VACATION_NOTES_MAX, vacationRequestBody, type VacationRequestBody } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import type { FormProps } from '@/components/ui/form-props.ts';
import { Message } from '@/components/ui/message.tsx';
import { firstIssue } from '@/lib/validate.ts';

interface AddVacationRequestFormProps extends FormProps<VacationRequestBody> {
  /** YYYY-MM-DD in the organization's zone: the earliest start. */
  today: string;
}

/** '+ Add New Request': start and end date (from today, the end not before the start), optional notes. */
export function AddVacationRequestForm({ today, busy, error, onSubmit, onCancel }: AddVacationRequestFormProps) {
  const [values, setValues] = useState({ start_date: '', end_date: '', request_notes: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const edit = (field: keyof typeof values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { start_date: values.start_date || null, end_date: values.end_date || null, request_notes: values.request_notes };
    const issue = firstIssue(vacationRequestBody, body);
    setProblem(issue);
    if (!issue) onSubmit(vacationRequestBody.parse(body));
  };

  return (
    <form className="add-request" onSubmit={submit} noValidate aria-label="New vacation request">
      <h3>New vacation request</h3>
      {(problem ?? error) && <Message kind="error">{problem ?? error}</Message>}
      <div className="grid-2">
        <TextField
          label="Start date"
          type="date"
          min={today}
          value={values.start_date}
          onChange={(event) => edit('start_date', event.target.value)}
        />
        <TextField
          label="End date"
          type="date"
          min={values.start_date || today}
          value={values.end_date}
          onChange={(event) => edit('end_date', event.target.value)}
        />
      </div>
      <TextAreaField
        label="Notes"
        optional
        rows={2}
        maxLength={VACATION_NOTES_MAX}
        value={values.request_notes}
        onChange={(event) => edit('request_notes', event.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={busy}>
          Submit Request
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
