import type { Organization } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { errorText } from '@/lib/errors.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';
import { fieldValue, ORGANIZATION_RULES, type OrganizationField } from './organization-rules.ts';

interface InlineEditFieldProps {
  organization: Organization;
  field: OrganizationField;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea';
  display?: (value: string) => string;
  onSaved: (label: string) => void;
}

/** One organization field: shown as text, with an Edit button revealed on hover or focus; saves that field alone. */
export function InlineEditField({ organization, field, label, type = 'text', display, onSaved }: InlineEditFieldProps) {
  const update = useUpdateOrganization(String(organization.id));
  const stored = organization[field] === null || organization[field] === undefined ? '' : String(organization[field]);
  const [draft, setDraft] = useState<string | null>(null);
  const error = draft !== null ? ORGANIZATION_RULES[field](draft) : null;
  const inputId = `org-${field}`;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null || error) return;
    update.mutate(
      { [field]: fieldValue(field, draft) },
      {
        onSuccess: () => {
          setDraft(null);
          onSaved(label);
        },
      },
    );
  };

  if (draft === null)
    return (
      <div className="inline-field">
        <span className="inline-field-label">{label}</span>
        <span className="inline-field-value">
          {stored ? display ? display(stored) : stored : <span className="field-hint">Not set</span>}
        </span>
        <Button size="sm" variant="ghost" className="edit-button" aria-label={`Edit ${label}`} onClick={() => setDraft(stored)}>
          ✎ Edit
        </Button>
      </div>
    );

  const problem = error ?? (update.isError ? errorText(update.error) : null);
  const inputProps = {
    id: inputId,
    value: draft,
    autoFocus: true,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${inputId}-error` : undefined,
    onChange: (e: { target: { value: string } }) => setDraft(e.target.value),
  };
  return (
    <form className="inline-field" onSubmit={save} noValidate onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}>
      <label className="inline-field-label" htmlFor={inputId}>
        {label}
      </label>
      <div>
        {type === 'textarea' ? <textarea rows={3} {...inputProps} /> : <input type={type} {...inputProps} />}
        {problem && (
          <p id={`${inputId}-error`} className="field-error">
            {problem}
          </p>
        )}
      </div>
      <span className="row-actions">
        <Button size="sm" type="submit" variant="primary" busy={update.isPending} disabled={!!error}>
          Save
        </Button>
        <Button size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </span>
    </form>
  );
}
