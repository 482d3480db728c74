import type { RuleViolation } from '@rostra/contracts';
import { errorText, violationsOf } from '@/lib/errors.ts';
import { Message } from './message.tsx';

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

/** A step the server refused: its text, with the rules the step would break listed under it. */
export function RefusalMessage({ error }: { error: unknown }) {
  return (
    <Message kind="error">
      {errorText(error)}
      <ViolationList violations={violationsOf(error)} />
    </Message>
  );
}
