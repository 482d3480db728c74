import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShellProps {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A label, the control, a hint and the validation text, tied together for assistive technology. */
function FieldShell({ label, error, hint, optional, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="field-optional"> (optional)</span>}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

type Common = { label: string; error?: string | null | undefined; hint?: ReactNode; optional?: boolean };

export function TextField({ label, error, hint, optional, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, optional, ...input }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />}
    </FieldShell>
  );
}

export function SelectField({ label, error, hint, optional, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional}>
      {({ id, describedBy }) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A whole number within `range`, which the hint states ('1 to 7'). */
export function RangeField({
  range: { min, max },
  ...field
}: Common & { range: { min: number; max: number } } & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField type="number" min={min} max={max} step={1} hint={`${min} to ${max}`} {...field} />;
}

/** The choices of a select, each a value and what it reads. */
export function Options({ options }: { options: readonly { value: string | number; label: string }[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

export function Checkbox({ label, ...input }: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className="checkbox">
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
