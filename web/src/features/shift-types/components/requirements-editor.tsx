import { Button } from '@/components/ui/button.tsx';
import { Checkbox, TextField } from '@/components/ui/field.tsx';
import { applyPreset, digitsOnly, PRESETS, WEEKDAYS, type FormErrors, type Preset, type ShiftTypeForm } from './shift-type-form.ts';

interface RequirementsEditorProps {
  form: ShiftTypeForm;
  errors: FormErrors;
  onChange: (form: ShiftTypeForm, edited: (keyof FormErrors)[]) => void;
}

const DAY_KEYS = WEEKDAYS.map((_, day) => `day-${day}` as const);

interface CountFieldProps {
  label: string;
  value: string | undefined;
  error: string | undefined;
  hint?: string;
  /** Called with the digits typed (docs/product/validation.md: count editors accept digits only). */
  onCount: (digits: string) => void;
}

/** One employee count: digits only. */
function CountField({ label, value, error, hint, onCount }: CountFieldProps) {
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onCount(digitsOnly(event.target.value))}
    />
  );
}

/** Employees needed: one count for every day, or one per weekday with the All Days / Weekdays / Weekends presets. */
export function RequirementsEditor({ form, errors, onChange }: RequirementsEditorProps) {
  const setDay = (day: number, digits: string) =>
    onChange({ ...form, daily_requirements: form.daily_requirements.map((count, d) => (d === day ? digits : count)) }, [`day-${day}`]);
  return (
    <fieldset className="fieldset">
      <legend>Staffing</legend>
      <CountField
        label="Employees needed"
        value={form.employees_needed}
        error={errors.employees_needed}
        hint={form.use_daily_requirements ? 'Per shift; the presets give this count to their days.' : 'Per shift, every day (0 to 50).'}
        onCount={(digits) => onChange({ ...form, employees_needed: digits }, ['employees_needed'])}
      />
      <Checkbox
        label="Different requirements per day of the week"
        checked={form.use_daily_requirements}
        onChange={(event) =>
          onChange(event.target.checked ? applyPreset(form, 'All Days') : { ...form, use_daily_requirements: false }, DAY_KEYS)
        }
      />
      {form.use_daily_requirements && (
        <div className="daily-requirements">
          <div className="row-actions" role="group" aria-label="Presets">
            {(Object.keys(PRESETS) as Preset[]).map((preset) => (
              <Button key={preset} size="sm" onClick={() => onChange(applyPreset(form, preset), DAY_KEYS)}>
                {preset}
              </Button>
            ))}
          </div>
          <div className="weekday-grid">
            {WEEKDAYS.map((weekday, day) => (
              <CountField
                key={weekday}
                label={weekday}
                value={form.daily_requirements[day]}
                error={errors[`day-${day}`]}
                onCount={(digits) => setDay(day, digits)}
              />
            ))}
          </div>
        </div>
      )}
      <CountField
        label="On holidays"
        value={form.holiday_requirement}
        error={errors.holiday}
        hint="Per shift on the organization's holidays; empty: as on Sundays."
        onCount={(digits) => onChange({ ...form, holiday_requirement: digits }, ['holiday'])}
      />
    </fieldset>
  );
}
