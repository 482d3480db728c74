import type { ShiftCandidate } from '@rostra/contracts';
import { useState } from 'react';
import { TextAreaField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { ModalFormActions } from '@/components/ui/modal.tsx';

/** The rules a candidate would break, in the words of the rule check. */
export function RuleList({ candidate, label }: { candidate: ShiftCandidate; label: string }) {
  return (
    <ul className="rule-violations" aria-label={label}>
      {candidate.violations.map((violation, index) => (
        <li key={index}>{violation.detail}</li>
      ))}
    </ul>
  );
}

/**
 * Assigning someone who breaks a hard rule takes a reason. The prompt repeats the rules: the
 * candidate's row, where they were shown, may have scrolled out of sight.
 */
export function OverridePrompt({
  candidate,
  busy,
  onOverride,
  onCancel,
}: {
  candidate: ShiftCandidate;
  busy: boolean;
  onOverride: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const count = candidate.violations.length;
  return (
    <form
      className="editor-override"
      aria-label={`Override for ${candidate.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        onOverride(reason.trim());
      }}
    >
      <Message kind="error">{`Assigning ${candidate.name} breaks ${count === 1 ? 'a scheduling rule' : `${count} scheduling rules`}. Give a reason to override.`}</Message>
      <RuleList candidate={candidate} label={count === 1 ? 'The rule it breaks' : 'The rules it breaks'} />
      <TextAreaField label="Reason to override" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <ModalFormActions onCancel={onCancel} variant="danger" disabled={!reason.trim()} busy={busy}>
        Override and Assign
      </ModalFormActions>
    </form>
  );
}
