import type { ShiftCandidate } from '@rostra/contracts';
import { Button } from '@/components/ui/button.tsx';
import { qualificationsText } from '@/lib/qualification-text.ts';
import { RuleList } from './override-prompt.tsx';

function RuleCheck({ candidate }: { candidate: ShiftCandidate }) {
  // The admin's rules allow it, so it is no broken rule; but it overrules the person, never silently.
  if (candidate.violations.length === 0 && candidate.cannot_work)
    return <span className="rule-cannot">No rule broken, but {candidate.name} said they cannot work this shift type</span>;
  if (candidate.violations.length === 0) return <span className="rule-ok">OK</span>;
  return <RuleList candidate={candidate} label={`Rules broken for ${candidate.name}`} />;
}

/** Everyone not on the shift: their count against target, that day, skills (when the organization has any), rule check, and Assign or Put in place. */
export function CandidatesTable({
  candidates,
  shiftTypeName,
  skillNames,
  replacing,
  busy,
  onPick,
}: {
  candidates: ShiftCandidate[];
  shiftTypeName: string;
  skillNames: ReadonlyMap<string, string>;
  replacing: boolean;
  busy: boolean;
  onPick: (candidate: ShiftCandidate) => void;
}) {
  const action = replacing ? 'Put in place' : 'Assign';
  return (
    <table className="editor-candidates">
      <thead>
        <tr>
          <th scope="col">Employee</th>
          <th scope="col">{shiftTypeName} shifts / target</th>
          <th scope="col">That day</th>
          {skillNames.size > 0 && <th scope="col">Skills</th>}
          <th scope="col">Rule check</th>
          <th scope="col">
            <span className="sr-only">Action</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {candidates.map((candidate) => (
          <tr key={candidate.member_id}>
            <th scope="row">{candidate.name}</th>
            <td data-label={`${shiftTypeName} shifts / target`}>
              {candidate.assigned} / {candidate.target}
            </td>
            <td data-label="That day">{candidate.that_day ?? '—'}</td>
            {skillNames.size > 0 && <td data-label="Skills">{qualificationsText(candidate.skills, skillNames)}</td>}
            <td data-label="Rule check">
              <RuleCheck candidate={candidate} />
            </td>
            <td>
              <Button
                size="sm"
                variant={candidate.violations.length ? 'secondary' : 'primary'}
                disabled={busy}
                onClick={() => onPick(candidate)}
                aria-label={`${action} ${candidate.name}`}
              >
                {action}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
