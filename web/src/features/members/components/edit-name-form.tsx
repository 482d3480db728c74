import type { MemberName, MemberNameBody } from '@rostra/contracts';
import { namePart, TEXT } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/field.tsx';
import type { FormProps } from '@/components/ui/form-props.ts';
import { Message } from '@/components/ui/message.tsx';
import { ModalFormActions } from '@/components/ui/modal.tsx';
import { NAME_PARTS, type NamePartKey } from '@/lib/name-parts.ts';
import { firstIssue } from '@/lib/validate.ts';

const REQUIRED: NamePartKey[] = ['first_name', 'last_name'];

/** First and last name required (Save stays disabled without them); middle and preferred optional; all trimmed, ≤ 255. */
export function EditNameForm({ initial, busy, error, onSubmit, onCancel }: { initial: MemberName } & FormProps<MemberNameBody>) {
  const [values, setValues] = useState<Record<NamePartKey, string>>(
    () => Object.fromEntries(NAME_PARTS.map(([part]) => [part, initial[part] ?? ''])) as Record<NamePartKey, string>,
  );
  const errors = Object.fromEntries(
    NAME_PARTS.map(([part]) => [
      part,
      REQUIRED.includes(part) && !values[part].trim() ? TEXT.required : firstIssue(namePart, values[part]),
    ]),
  ) as Record<NamePartKey, string | null>;
  const invalid = Object.values(errors).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onSubmit(Object.fromEntries(NAME_PARTS.map(([part]) => [part, values[part].trim() || null])) as MemberNameBody);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit Name">
      {error && <Message kind="error">{error}</Message>}
      <div className="grid-2">
        {NAME_PARTS.map(([part, label]) => (
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
      <ModalFormActions onCancel={onCancel} disabled={invalid} busy={busy}>
        Save Name
      </ModalFormActions>
    </form>
  );
}
