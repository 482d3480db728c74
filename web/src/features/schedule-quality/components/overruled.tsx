import type { ScheduleQualityAnswer } from '@rostra/contracts';
import { cutText, shortDate } from './quality-texts.ts';

/**
 * The shifts given to someone who said they cannot work that shift type, which the Admin
 * Requirement allows: the solver does so only where cover needs it, and says whom it overruled.
 */
export function Overruled({ overruled, shiftName }: { overruled: ScheduleQualityAnswer['overruled']; shiftName: (id: string) => string }) {
  if (overruled.total === 0) return null;
  return (
    <>
      <h3>Scheduled although they said they cannot work it</h3>
      <p className="field-hint">
        The Admin Requirement leaves these shift types available; the schedule uses these people there only where the shift would otherwise
        be short.
      </p>
      <ul className="quality-overruled" aria-label="Scheduled although they said they cannot work it">
        {overruled.items.map((shift) => (
          <li key={`${shift.member_id}:${shift.date}:${shift.shift_type_id}`}>
            {shift.name}: {shiftName(shift.shift_type_id)}, {shortDate(shift.date)}
          </li>
        ))}
      </ul>
      {cutText(overruled) && <p className="field-hint">{cutText(overruled)}</p>}
    </>
  );
}
