import { LIMITS } from '@rostra/contracts';
import { Checkbox, RangeField } from '@/components/ui/field.tsx';
import { CountInput } from './count-input.tsx';
import { setAvailable, WEEKDAYS, type Draft } from './preference-draft.ts';

const DAY_LIMITS = [
  { field: 'min_consecutive_days', label: 'Min Days On', range: LIMITS.minConsecutiveDays },
  { field: 'max_consecutive_days', label: 'Max Days On', range: LIMITS.maxConsecutiveDays },
  { field: 'min_consecutive_days_off', label: 'Min Days Off', range: LIMITS.minConsecutiveDaysOff },
] as const;

/** The fields of an Employee Requested draft: per shift type Available and a count, the day limits, the weekdays. */
export function RequestedDraftFields({
  name,
  shiftTypes,
  draft,
  edit,
}: {
  name: string;
  shiftTypes: { id: string; name: string }[];
  draft: Draft;
  edit: (next: Draft) => void;
}) {
  return (
    <>
      <table className="table requested-edit-table">
        <caption className="sr-only">Shifts {name} wants per month</caption>
        <thead>
          <tr>
            <th scope="col">Shift Type</th>
            <th scope="col">Available</th>
            <th scope="col">Per Month</th>
          </tr>
        </thead>
        <tbody>
          {shiftTypes.map((shiftType) => {
            const disallowed = draft.disallowed.includes(shiftType.id);
            return (
              <tr key={shiftType.id}>
                <th scope="row">{shiftType.name}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${shiftType.name} available`}
                    checked={!disallowed}
                    onChange={(event) => edit(setAvailable(draft, shiftType.id, event.target.checked))}
                  />
                </td>
                <td>
                  <CountInput
                    label={`${shiftType.name} shifts per month`}
                    disabled={disallowed}
                    value={draft.counts[shiftType.id] ?? '0'}
                    onChange={(value) => edit({ ...draft, counts: { ...draft.counts, [shiftType.id]: value } })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="requested-limits">
        {DAY_LIMITS.map(({ field, label, range }) => (
          <RangeField
            key={field}
            label={label}
            range={range}
            value={draft[field]}
            onChange={(event) => edit({ ...draft, [field]: event.target.value })}
          />
        ))}
      </div>
      <fieldset className="requested-weekdays">
        <legend className="field-hint">Weekly Availability</legend>
        {WEEKDAYS.map((day) => (
          <Checkbox
            key={day.key}
            label={day.name}
            checked={draft.available_weekdays[day.key]}
            onChange={(event) => edit({ ...draft, available_weekdays: { ...draft.available_weekdays, [day.key]: event.target.checked } })}
          />
        ))}
      </fieldset>
    </>
  );
}
