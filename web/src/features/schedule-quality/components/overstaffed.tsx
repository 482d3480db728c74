import type { ScheduleQualityAnswer } from '@rostra/contracts';
import { cutText, shortDate } from './quality-texts.ts';

/** The overstaffed shift-days, folded: how many are assigned against how many are needed. */
export function Overstaffed({
  overstaffed,
  shiftName,
}: {
  overstaffed: ScheduleQualityAnswer['overstaffed'];
  shiftName: (id: string) => string;
}) {
  if (overstaffed.total === 0) return null;
  return (
    <details className="quality-overstaffed">
      <summary>Overstaffed shift-days</summary>
      <ul>
        {overstaffed.items.map((row) => (
          <li key={`${row.date}:${row.shift_type_id}`}>
            {shiftName(row.shift_type_id)}, {shortDate(row.date)}: {row.assigned} assigned, {row.required} needed
          </li>
        ))}
      </ul>
      {cutText(overstaffed) && <p className="field-hint">{cutText(overstaffed)}</p>}
    </details>
  );
}
