import { Button } from '@/components/ui/button.tsx';
import { Options } from '@/components/ui/field.tsx';
import { lastMonths, MONTH_NAMES, yearsAround, type Period } from './period.ts';

interface PeriodPickerProps {
  period: Period;
  today: { year: number; month: number };
  onChange: (period: Period) => void;
}

const QUICK = [
  ['This Month', 1],
  ['Last 2 Months', 2],
  ['Last 3 Months', 3],
] as const;

/** From and To month and year, and the quick selects. */
export function PeriodPicker({ period, today, onChange }: PeriodPickerProps) {
  const years = yearsAround(today.year);
  const select = (label: string, key: keyof Period, options: { value: number; label: string }[]) => (
    <label className="field">
      <span>{label}</span>
      <select value={period[key]} onChange={(event) => onChange({ ...period, [key]: Number(event.target.value) })}>
        <Options options={options} />
      </select>
    </label>
  );
  const months = MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }));
  const yearOptions = years.map((year) => ({ value: year, label: String(year) }));
  return (
    <div className="toolbar analytics-period" role="group" aria-label="Period">
      <fieldset className="analytics-range">
        <legend>From</legend>
        {select('From month', 'startMonth', months)}
        {select('From year', 'startYear', yearOptions)}
      </fieldset>
      <fieldset className="analytics-range">
        <legend>To</legend>
        {select('To month', 'endMonth', months)}
        {select('To year', 'endYear', yearOptions)}
      </fieldset>
      <div className="row-actions">
        {QUICK.map(([label, count]) => (
          <Button key={label} size="sm" onClick={() => onChange(lastMonths(today, count))}>
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
