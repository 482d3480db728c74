import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { digitsOnly, type FormErrors, type PositionLabelRow } from './shift-type-form.ts';

interface PositionLabelsEditorProps {
  rows: PositionLabelRow[];
  errors: FormErrors;
  onChange: (rows: PositionLabelRow[], edited: (keyof FormErrors)[]) => void;
}

/** Names for positions of the shift ('1' Lead, '2' Runner…); a new row takes the next free number. */
export function PositionLabelsEditor({ rows, errors, onChange }: PositionLabelsEditorProps) {
  const edit = (index: number, field: keyof PositionLabelRow, value: string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, [field]: field === 'position' ? digitsOnly(value) : value } : row)),
      [`label-${index}-${field}`],
    );
  const nextFree = () => {
    let position = 1;
    while (rows.some((row) => Number(row.position) === position)) position += 1;
    return String(position);
  };
  // Removing a row renumbers the rows after it, so every label error goes.
  const allLabelKeys = rows.flatMap((_, i) => [`label-${i}-position`, `label-${i}-text`] as const);
  return (
    <fieldset className="fieldset">
      <legend>Position labels (optional)</legend>
      {rows.length === 0 && <p className="field-hint">No labels: positions are shown by number.</p>}
      {rows.map((row, index) => (
        <div key={index} className="label-row">
          <TextField
            label={`Position, label ${index + 1}`}
            inputMode="numeric"
            autoComplete="off"
            value={row.position}
            error={errors[`label-${index}-position`]}
            onChange={(event) => edit(index, 'position', event.target.value)}
          />
          <TextField
            label={`Label text, label ${index + 1}`}
            value={row.text}
            error={errors[`label-${index}-text`]}
            onChange={(event) => edit(index, 'text', event.target.value)}
          />
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove label ${index + 1}`}
            onClick={() =>
              onChange(
                rows.filter((_, i) => i !== index),
                allLabelKeys,
              )
            }
          >
            Remove
          </Button>
        </div>
      ))}
      <Button size="sm" onClick={() => onChange([...rows, { position: nextFree(), text: '' }], [])}>
        + Add Position Label
      </Button>
    </fieldset>
  );
}
