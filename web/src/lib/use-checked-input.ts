import { useState, type ChangeEvent } from 'react';

/**
 * The one text input of a small form, checked by `check` (a contracts rule through firstIssue). Its issue shows once the form
 * was submitted, and with `showOnBlur` once the field was left too; typing calls `onEdit` (a failed request's message goes).
 */
export function useCheckedInput(check: (value: string) => string | null, onEdit: () => void, { showOnBlur = true } = {}) {
  const [value, setValue] = useState('');
  const [shown, setShown] = useState(false);
  const issue = check(value);
  return {
    value,
    /** The TextField's value, handlers and error. */
    field: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        onEdit();
      },
      onBlur: showOnBlur ? () => setShown(true) : undefined,
      error: shown ? issue : null,
    },
    /** Marks the input as submitted; true when it passes. */
    submit: () => {
      setShown(true);
      return issue === null;
    },
  };
}
