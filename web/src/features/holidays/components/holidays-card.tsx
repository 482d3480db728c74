import type { Organization } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { formatDate } from '@/lib/dates.ts';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useAddHoliday } from '../api/add-holiday.ts';
import { useDeleteHoliday } from '../api/delete-holiday.ts';
import { useHolidays } from '../api/get-holidays.ts';
import { useSetHolidayRegion } from '../api/set-holiday-region.ts';
import './holidays.css';

/**
 * Holidays (docs/api/organizations.md#holidays): the region whose public holidays the organization
 * keeps, its own days, and the year's list of both. Generation staffs them like a Sunday unless a
 * shift type has a holiday count, and counts them with the weekends.
 */
export function HolidaysCard({ organization, disabled }: { organization: Organization; disabled?: boolean }) {
  const organizationId = String(organization.id);
  const saved = organization.settings.holiday_region ?? '';
  const [region, setRegion] = useState(saved);
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [day, setDay] = useState({ date: '', name: '' });
  const holidays = useHolidays(organizationId, year);
  const setHolidayRegion = useSetHolidayRegion(organizationId);
  const add = useAddHoliday(organizationId);
  const remove = useDeleteHoliday(organizationId);
  const { flash, show } = useFlash();
  const failed = (what: string) => (error: Error) => show('error', `Failed to ${what}: ${errorText(error)}`);

  const saveRegion = (event: FormEvent) => {
    event.preventDefault();
    const value = region.trim().toUpperCase();
    setHolidayRegion.mutate(value === '' ? null : value, {
      onSuccess: () => show('success', value ? `Holiday region set to ${value}` : 'Holiday region removed'),
      onError: failed('set the holiday region'),
    });
  };
  const addDay = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { date: day.date, name: day.name.trim() },
      { onSuccess: () => (setDay({ date: '', name: '' }), show('success', 'Holiday added')), onError: failed('add the holiday') },
    );
  };

  return (
    <Card title="Holidays">
      <FlashMessage flash={flash} />
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
      <div className="row-actions" role="group" aria-label="Year">
        <Button size="sm" aria-label="Previous year" onClick={() => setYear((y) => y - 1)}>
          ‹
        </Button>
        <strong>{year}</strong>
        <Button size="sm" aria-label="Next year" onClick={() => setYear((y) => y + 1)}>
          ›
        </Button>
      </div>
      <Loaded query={holidays} loading="Loading holidays…">
        {({ holidays: list }) =>
          list.length === 0 ? (
            <p className="muted">No holidays in {year}.</p>
          ) : (
            <ul className="holiday-list" aria-label={`Holidays in ${year}`}>
              {list.map((holiday) => (
                <li key={`${holiday.date}-${holiday.source}`}>
                  <span>{formatDate(holiday.date)}</span>
                  <strong>{holiday.name}</strong>
                  <span className="muted">{holiday.source === 'organization' ? 'Own day' : saved}</span>
                  {!disabled && holiday.id && (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={`Delete ${holiday.name}`}
                      busy={remove.isPending && remove.variables === holiday.id}
                      onClick={() => remove.mutate(holiday.id!, { onError: failed('delete the holiday') })}
                    >
                      Delete
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      {!disabled && (
        <form onSubmit={addDay} noValidate aria-label="Add a holiday" className="grid-2">
          <TextField label="Date" type="date" value={day.date} onChange={(event) => setDay((d) => ({ ...d, date: event.target.value }))} />
          <TextField
            label="Name"
            maxLength={100}
            value={day.name}
            onChange={(event) => setDay((d) => ({ ...d, name: event.target.value }))}
          />
          <SubmitButton busy={add.isPending} busyLabel="Adding…" disabled={!day.date || !day.name.trim()}>
            Add Holiday
          </SubmitButton>
        </form>
      )}
    </Card>
  );
}
