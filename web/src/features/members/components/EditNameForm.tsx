import type { MemberName, MemberNameBody } from '@rostra/contracts';
import { namePart, TEXT } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Message } from '../../../components/ui/Message.tsx';
import { ModalActions } from '../../../components/ui/Modal.tsx';
import { firstIssue } from '../../../lib/validate.ts';

const PARTS = [
  ['first_name', 'First name'],
  ['middle_name', 'Middle name'],
  ['last_name', 'Last name'],
  ['preferred_name', 'Preferred name'],
] as const;
type Part = (typeof PARTS)[number][0];
const REQUIRED: Part[] = ['first_name', 'last_name'];

/** First and last name required (Save stays disabled without them); middle and preferred optional; all trimmed, ≤ 255. */
export function EditNameForm({ initial, busy, error, onSubmit, onCancel }: { initial: MemberName; busy: boolean; error: string | null; onSubmit: (name: MemberNameBody) => void; onCancel: () => void }) {
  const [values, setValues] = useState<Record<Part, string>>(() => Object.fromEntries(PARTS.map(([part]) => [part, initial[part] ?? ''])) as Record<Part, string>);
  const errors = Object.fromEntries(
    PARTS.map(([part]) => [part, REQUIRED.includes(part) && !values[part].trim() ? TEXT.required : firstIssue(namePart, values[part])]),
  ) as Record<Part, string | null>;
  const invalid = Object.values(errors).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onSubmit(Object.fromEntries(PARTS.map(([part]) => [part, values[part].trim() || null])) as MemberNameBody);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit Name">
      {error && <Message kind="error">{error}</Message>}
      <div className="grid-2">
        {PARTS.map(([part, label]) => (
          <TextField
            key={part}
            label={label}
            optional={!REQUIRED.includes(part)}
            value={values[part]}
            onChange={(event) => setValues((v) => ({ ...v, [part]: event.target.value }))}
            error={values[part] !== (initial[part] ?? '') ? errors[part] : null}
          />
        ))}
      </div>
      <ModalActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={invalid} busy={busy}>
          Save Name
        </Button>
      </ModalActions>
    </form>
  );
}
