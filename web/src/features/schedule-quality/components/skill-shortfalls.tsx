import type { ScheduleQualityAnswer } from '@rostra/contracts';
import { cutText, shortDate } from './quality-texts.ts';

/**
 * The shift-days with fewer qualified people than a skill minimum asks for, apart from head count
 * (docs/scheduling-rules.md#skills-cover-soft): which skill, how many of how many, and why each
 * qualified person is not on it.
 */
export function SkillShortfalls({
  shortfalls,
  shiftName,
}: {
  shortfalls: ScheduleQualityAnswer['skill_shortfalls'];
  shiftName: (id: string) => string;
}) {
  if (shortfalls.total === 0) return null;
  return (
    <>
      <h3>Short of a skill</h3>
      <ul className="quality-explanations" aria-label="Short of a skill">
        {shortfalls.items.map((short) => (
          <li key={`${short.date}:${short.shift_type_id}:${short.skill_id}`}>
            <p>
              <strong>{shiftName(short.shift_type_id)}</strong>, {shortDate(short.date)}: short of {short.skill_name} ({short.assigned} of{' '}
              {short.required})
            </p>
            {short.reasons.length > 0 && (
              <ul className="quality-reasons" aria-label="Reasons">
                {short.reasons.map((reason) => (
                  <li key={reason.code}>{reason.message}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {cutText(shortfalls) && <p className="field-hint">{cutText(shortfalls)}</p>}
    </>
  );
}
