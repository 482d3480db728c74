import { useState, type FormEvent } from 'react';
import { SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import type { FlashKind } from '@/lib/use-flash.ts';
import { useAddHoliday } from '../api/add-holiday.ts';

/** One of the organization's own days: a date and a name. */
export function AddHolidayForm({
  organizationId,
  show,
  failed,
}: {
  organizationId: string;
  show: (kind: FlashKind, text: string) => void;
  failed: (what: string) => (error: Error) => void;
}) {
  const [day, setDay] = useState({ date: '', name: '' });
  const add = useAddHoliday(organizationId);
  const addDay = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { date: day.date, name: day.name.trim() },
      { onSuccess: () => (setDay({ date: '', name: '' }), show('success', 'Holiday added')), onError: failed('add the holiday') },
    );
  };
  return (
    <form onSubmit={addDay} noValidate aria-label="Add a holiday" className="grid-2">
      <TextField label="Date" type="date" value={day.date} onChange={(event) => setDay((d) => ({ ...d, date: event.target.value }))} />
      <TextField label="Name" maxLength={100} value={day.name} onChange={(event) => setDay((d) => ({ ...d, name: event.target.value }))} />
      <SubmitButton busy={add.isPending} busyLabel="Adding…" disabled={!day.date || !day.name.trim()}>
        Add Holiday
      </SubmitButton>
    </form>
  );
}
