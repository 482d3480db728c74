import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import type { FlashKind } from '@/lib/use-flash.ts';
import { useSetHolidayRegion } from '../api/set-holiday-region.ts';

/** The region whose public holidays the organization keeps (empty: none); Save Region once it differs from the saved one. */
export function HolidayRegionForm({
  organizationId,
  saved,
  disabled,
  show,
  failed,
}: {
  organizationId: string;
  saved: string;
  disabled: boolean | undefined;
  show: (kind: FlashKind, text: string) => void;
  failed: (what: string) => (error: Error) => void;
}) {
  const [region, setRegion] = useState(saved);
  const setHolidayRegion = useSetHolidayRegion(organizationId);
  const saveRegion = (event: FormEvent) => {
    event.preventDefault();
    const value = region.trim().toUpperCase();
    setHolidayRegion.mutate(value === '' ? null : value, {
      onSuccess: () => show('success', value ? `Holiday region set to ${value}` : 'Holiday region removed'),
      onError: failed('set the holiday region'),
    });
  };
  return (
    <form onSubmit={saveRegion} noValidate aria-label="Set the holiday region">
      <TextField
        label="Holiday region"
        hint="A country, or a country and its region: FR, GB-ENG, DE-BY, US-NY. Empty: none. Its public holidays are staffed like Sundays unless a shift type has a holiday count."
        autoComplete="off"
        disabled={disabled}
        value={region}
        onChange={(event) => setRegion(event.target.value)}
      />
      {!disabled && (
        <SubmitButton busy={setHolidayRegion.isPending} busyLabel="Saving…" disabled={region.trim().toUpperCase() === saved}>
          Save Region
        </SubmitButton>
      )}
    </form>
  );
}
