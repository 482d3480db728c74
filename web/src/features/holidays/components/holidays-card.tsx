import type { Organization } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { clock } from '@/lib/clock.ts';
import { formatDate } from '@/lib/dates.ts';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useDeleteHoliday } from '../api/delete-holiday.ts';
import { useHolidays } from '../api/get-holidays.ts';
import { AddHolidayForm } from './add-holiday-form.tsx';
import { HolidayRegionForm } from './holiday-region-form.tsx';
import './holidays.css';

/**
 * Holidays (docs/api/organizations.md#holidays): the region whose public holidays the organization
 * keeps, its own days, and the year's list of both. Generation staffs them like a Sunday unless a
 * shift type has a holiday count, and counts them with the weekends.
 */
export function HolidaysCard({ organization, disabled }: { organization: Organization; disabled?: boolean }) {
  const organizationId = String(organization.id);
  const saved = organization.settings.holiday_region ?? '';
  const [year, setYear] = useState(() => clock.now().getFullYear());
  const holidays = useHolidays(organizationId, year);
  const remove = useDeleteHoliday(organizationId);
  const { flash, show } = useFlash();
  const failed = (what: string) => (error: Error) => show('error', `Failed to ${what}: ${errorText(error)}`);

  return (
    <Card title="Holidays">
      <FlashMessage flash={flash} />
      <HolidayRegionForm organizationId={organizationId} saved={saved} disabled={disabled} show={show} failed={failed} />
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
      {!disabled && <AddHolidayForm organizationId={organizationId} show={show} failed={failed} />}
    </Card>
  );
}
