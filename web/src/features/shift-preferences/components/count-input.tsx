import { LIMITS } from '@rostra/contracts';

interface CountInputProps {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** Shifts of one type per month (0–31), as typed; disabled while the shift type is not available. */
export function CountInput({ label, value, disabled, onChange }: CountInputProps) {
  const { min, max } = LIMITS.monthlyPreference;
  return (
    <input
      className="pref-number"
      type="number"
      min={min}
      max={max}
      disabled={disabled}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
