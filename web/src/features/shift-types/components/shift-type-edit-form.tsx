import { LIMITS, type Location, type Skill } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Checkbox, Options, SelectField, TextField } from '@/components/ui/field.tsx';
import type { FormProps } from '@/components/ui/form-props.ts';
import { Message } from '@/components/ui/message.tsx';
import { ModalFormActions } from '@/components/ui/modal.tsx';
import type { ShiftTypeBody } from '../api/create-shift-type.ts';
import { PositionLabelsEditor } from './position-labels-editor.tsx';
import { RequirementsEditor } from './requirements-editor.tsx';
import { SkillMinimumsEditor } from './skill-minimums-editor.tsx';
import { bodyOf, validateShiftType, WEEKDAYS, type FieldKey, type FormErrors, type ShiftTypeForm } from './shift-type-form.ts';

interface ShiftTypeEditFormProps extends FormProps<ShiftTypeBody> {
  initial: ShiftTypeForm;
  submitLabel: string;
  /** The organization's locations; without any (and none set) the form asks for none. */
  locations?: readonly Location[] | undefined;
  /** The organization's skills; without any (and no minimums set) the form asks for none. */
  skills?: readonly Skill[] | undefined;
}

/** 'Sunday: Employee count cannot exceed 50': a field's name before its message in the alert list. */
function fieldName(key: string): string {
  const fixed: Record<string, string> = {
    name: 'Shift name',
    start_time: 'Start time',
    shift_duration: 'Duration',
    employees_needed: 'Employees needed',
  };
  if (fixed[key]) return fixed[key];
  const day = /^day-(\d)$/.exec(key);
  if (day) return WEEKDAYS[Number(day[1])]!;
  const skill = /^skill-(\w+)-(\d+)$/.exec(key);
  if (skill) {
    const group = skill[1] === 'all' ? 'Every day' : skill[1] === 'holiday' ? 'On holidays' : WEEKDAYS[Number(skill[1])]!;
    return `Skill minimum ${Number(skill[2]) + 1} (${group})`;
  }
  const label = /^label-(\d+)-(position|text)$/.exec(key)!;
  return `Position label ${Number(label[1]) + 1} (${label[2] === 'position' ? 'position' : 'text'})`;
}

/** Add/Edit Shift Type: checked on Save (docs/product/validation.md); editing a field clears its error. */
export function ShiftTypeEditForm({
  initial,
  submitLabel,
  locations = [],
  skills = [],
  busy,
  error,
  onSubmit,
  onCancel,
}: ShiftTypeEditFormProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});

  const change = (next: ShiftTypeForm, edited: FieldKey[]) => {
    setForm(next);
    if (edited.length)
      setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !edited.includes(key as FieldKey))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateShiftType(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(bodyOf(form));
  };
  const listed = Object.entries(errors);

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      {error && <Message kind="error">{error}</Message>}
      {listed.length > 0 && (
        <div className="message message-error" role="alert">
          <p>Please correct the following:</p>
          <ul className="error-list">
            {listed.map(([key, message]) => (
              <li key={key}>
                {fieldName(key)}: {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <TextField
        label="Shift name"
        value={form.name}
        error={errors.name}
        onChange={(event) => change({ ...form, name: event.target.value }, ['name'])}
      />
      <div className="grid-2">
        <TextField
          label="Start time"
          type="time"
          value={form.start_time}
          error={errors.start_time}
          onChange={(event) => change({ ...form, start_time: event.target.value }, ['start_time'])}
        />
        <TextField
          label="Duration (hours)"
          type="number"
          min={LIMITS.shiftDurationHours.min}
          max={LIMITS.shiftDurationHours.max}
          step={LIMITS.shiftDurationHours.step}
          value={form.shift_duration}
          error={errors.shift_duration}
          hint="0.5 to 24, in half hours"
          onChange={(event) => change({ ...form, shift_duration: event.target.value }, ['shift_duration'])}
        />
      </div>
      {(locations.length > 0 || form.location_id) && (
        <SelectField
          label="Location"
          hint="Only people who work at this location (or anywhere) are scheduled on it."
          value={form.location_id}
          onChange={(event) => change({ ...form, location_id: event.target.value }, [])}
        >
          <option value="">No location</option>
          <Options options={locations.map((location) => ({ value: location.id, label: location.name }))} />
        </SelectField>
      )}
      <Checkbox
        label="Active (included when schedules are generated)"
        checked={form.is_active}
        onChange={(event) => change({ ...form, is_active: event.target.checked }, [])}
      />
      <RequirementsEditor form={form} errors={errors} onChange={change} />
      <SkillMinimumsEditor form={form} errors={errors} skills={skills} onChange={change} />
      <PositionLabelsEditor
        rows={form.position_labels}
        errors={errors}
        onChange={(position_labels, edited) => change({ ...form, position_labels }, edited)}
      />
      <ModalFormActions onCancel={onCancel} busy={busy}>
        {submitLabel}
      </ModalFormActions>
    </form>
  );
}
