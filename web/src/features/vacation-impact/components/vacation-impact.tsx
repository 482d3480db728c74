import { Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useVacationImpact } from '../api/get-vacation-impact.ts';

/**
 * What approving a vacation request would do to the current schedule: how many of the member's
 * shifts fall in it, and which shift-days it would leave short, each saying whether a repair can
 * fill it. Shown before an approval.
 */
export function VacationImpact({ organizationId, requestId, label }: { organizationId: string; requestId: string; label: string }) {
  const impact = useVacationImpact(organizationId, requestId);
  if (impact.isPending) return <Spinner label={`Checking the schedule for ${label}…`} />;
  if (impact.isError) return <p className="field-error">{`Could not check the schedule for ${label}: ${errorText(impact.error)}`}</p>;
  const { shifts_affected, short_shifts } = impact.data;
  if (shifts_affected === 0) return <p className="field-hint">{label}: no scheduled shifts on these days.</p>;
  return (
    <div className="vacation-impact" aria-label={`Schedule impact for ${label}`}>
      <p>
        {label}: {shifts_affected} scheduled {shifts_affected === 1 ? 'shift' : 'shifts'} on these days
        {short_shifts.length === 0 ? '; none would be left short.' : `; ${short_shifts.length} would be left short:`}
      </p>
      {short_shifts.length > 0 && (
        <ul>
          {short_shifts.map((shift) => (
            <li key={`${shift.date}|${shift.shift_type_id}`}>
              {shift.date} {shift.shift_type_name}: {shift.remaining_count}/{shift.required_count} staffed —{' '}
              {shift.fillable ? 'a repair can fill it' : 'nobody else can take it without breaking a rule'}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
