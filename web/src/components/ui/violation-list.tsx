import type { RuleViolation } from '@rostra/contracts';

/** The rules a step would break, each in the API's words (its `detail` names the person and the day). */
export function ViolationList({ violations, label = 'Why not' }: { violations: readonly RuleViolation[]; label?: string }) {
  if (violations.length === 0) return null;
  return (
    <ul className="violation-list" aria-label={label}>
      {violations.map((violation, index) => (
        <li key={index}>{violation.detail}</li>
      ))}
    </ul>
  );
}
