import type { PreferenceRecord, ShiftType, Weekday } from '@rostra/contracts';
import { LIMITS, PREFERENCES_TEXT, REASON_MAX, WEEKDAYS } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Checkbox, RangeField, TextAreaField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useSaveMyPreferences } from '../api/save-my-preferences.ts';
import { formOf, savePlan, validatePreferences, valuesOf, type PreferencesForm } from './preferences-form.ts';
import { ShiftPreferencesTable } from './shift-preferences-table.tsx';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const CONSTRAINTS = [
  ['min_consecutive_days', 'Minimum consecutive work days', LIMITS.minConsecutiveDays],
  ['max_consecutive_days', 'Maximum consecutive work days', LIMITS.maxConsecutiveDays],
  ['min_consecutive_days_off', 'Minimum days off in a row', LIMITS.minConsecutiveDaysOff],
] as const;

interface PreferencesEditorProps {
  organizationId: string;
  shiftTypes: readonly ShiftType[];
  requested: PreferenceRecord;
  adminSet: PreferenceRecord;
}

/** My requested set: shift preferences, weekly availability, constraints and reason; one Save. */
export function PreferencesEditor({ organizationId, shiftTypes, requested, adminSet }: PreferencesEditorProps) {
  const save = useSaveMyPreferences(organizationId);
  const { flash, show } = useFlash();
  const [form, setForm] = useState<PreferencesForm>(() => formOf(requested, shiftTypes));
  const errors = validatePreferences(form);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plan = savePlan(form, valuesOf(requested));
    if (plan.kind === 'invalid') return show('error', plan.text);
    if (plan.kind === 'nothing') return show('info', plan.text);
    save.mutate(plan.body, {
      onSuccess: () => show('success', PREFERENCES_TEXT.saved),
      onError: (error) => show('error', `Failed to save preferences: ${errorText(error)}`),
    });
  };
  const setDay = (day: Weekday, available: boolean) =>
    setForm((f) => ({ ...f, available_weekdays: { ...f.available_weekdays, [day]: available } }));

  return (
    <form onSubmit={submit} noValidate aria-label="My Preferences">
      <Card title="Shift Preferences">
        <p className="field-hint">
          How many shifts of each type you want per month (0 to {LIMITS.monthlyPreference.max}). Untick a shift type you cannot work. The
          admin requirement is the baseline you are scheduled by; your wishes help assign extra shifts.
        </p>
        <ShiftPreferencesTable shiftTypes={shiftTypes} form={form} errors={errors} adminSet={adminSet} onChange={setForm} />
      </Card>
      <Card title="Weekly Availability">
        <fieldset className="weekday-checks">
          <legend className="field-hint">The days of the week you can work</legend>
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={DAY_NAMES[Number(day)]}
              checked={form.available_weekdays[day]}
              onChange={(event) => setDay(day, event.target.checked)}
            />
          ))}
        </fieldset>
      </Card>
      <Card title="Work Schedule Constraints">
        <div className="grid-3">
          {CONSTRAINTS.map(([field, label, range]) => (
            <RangeField
              key={field}
              label={label}
              range={range}
              value={form[field]}
              error={errors[field]}
              onChange={(event) => setForm((f) => ({ ...f, [field]: event.target.value }))}
            />
          ))}
        </div>
        <TextAreaField
          label="Reason"
          optional
          rows={3}
          hint={`Why these preferences (up to ${REASON_MAX} characters); administrators see it.`}
          value={form.reason}
          error={errors.reason}
          onChange={(event) => setForm((f) => ({ ...f, reason: event.target.value }))}
        />
      </Card>
      <div className="sticky-actions">
        <FlashMessage flash={flash} />
        <Button type="submit" variant="primary" busy={save.isPending}>
          Save Preferences
        </Button>
      </div>
    </form>
  );
}
