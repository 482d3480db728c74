import { boundedInt, MAX_FAIRNESS_WINDOW_MONTHS, type Organization } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { firstIssue } from '@/lib/validate.ts';
import { useUpdateSettings } from '../api/update-settings.ts';

const RULES = {
  min_rest_hours: {
    label: 'Minimum rest between shifts (hours)',
    min: 0,
    max: 24,
    hint: 'From the end of one shift to the start of the next, across midnight and months.',
  },
  max_weekly_hours: {
    label: 'Maximum working hours per week',
    min: 0,
    max: 168,
    hint: 'Monday to Sunday; 0 means no limit. An employee’s admin-set preferences may set their own.',
  },
  fairness_window_months: {
    label: 'Fairness window (months)',
    min: 0,
    max: MAX_FAIRNESS_WINDOW_MONTHS,
    hint: 'Weekends, nights and shifts above target are balanced over this many previous months; 0 turns it off.',
  },
} as const;
type Rule = keyof typeof RULES;
const asNumber = (text: string) => (text.trim() === '' ? NaN : Number(text));

/** Scheduling Rules: the labour rules every generated schedule keeps (docs/scheduling-rules.md). */
export function SchedulingRulesCard({ organization, disabled }: { organization: Organization; disabled?: boolean }) {
  const update = useUpdateSettings(String(organization.id));
  const { flash, show } = useFlash();
  const saved = organization.settings;
  const [values, setValues] = useState(
    () => Object.fromEntries((Object.keys(RULES) as Rule[]).map((rule) => [rule, String(saved[rule])])) as Record<Rule, string>,
  );
  const errors = Object.fromEntries(
    (Object.keys(RULES) as Rule[]).map((rule) => [rule, firstIssue(boundedInt(RULES[rule].min, RULES[rule].max), asNumber(values[rule]))]),
  ) as Record<Rule, string | null>;
  const changed = (Object.keys(RULES) as Rule[]).filter((rule) => asNumber(values[rule]) !== saved[rule]);
  const invalid = Object.values(errors).some(Boolean);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || changed.length === 0) return;
    update.mutate(Object.fromEntries(changed.map((rule) => [rule, asNumber(values[rule])])), {
      onSuccess: () => show('success', 'Scheduling rules updated'),
      onError: (error) => show('error', `Failed to update the scheduling rules: ${errorText(error)}`),
    });
  };

  return (
    <Card title="Scheduling Rules">
      <FlashMessage flash={flash} />
      <form onSubmit={submit} noValidate aria-label="Scheduling Rules">
        <div className="grid-2">
          {(Object.keys(RULES) as Rule[]).map((rule) => (
            <TextField
              key={rule}
              label={RULES[rule].label}
              hint={RULES[rule].hint}
              type="number"
              inputMode="numeric"
              min={RULES[rule].min}
              max={RULES[rule].max}
              disabled={disabled}
              value={values[rule]}
              error={errors[rule]}
              onChange={(event) => setValues((v) => ({ ...v, [rule]: event.target.value }))}
            />
          ))}
        </div>
        {!disabled && (
          <SubmitButton busy={update.isPending} busyLabel="Saving…" disabled={changed.length === 0 || invalid}>
            Save Rules
          </SubmitButton>
        )}
      </form>
    </Card>
  );
}
