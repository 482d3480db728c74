import type { ShiftCandidate } from '@rostra/contracts';
import { useState } from 'react';
import type { CalendarShift } from '../../../components/calendar/calendar-data.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextAreaField } from '../../../components/ui/Field.tsx';
import { Message } from '../../../components/ui/Message.tsx';
import { Modal, ModalFormActions } from '../../../components/ui/Modal.tsx';
import { Loaded } from '../../../components/ui/States.tsx';
import { errorText } from '../../../lib/errors.ts';
import { useEditAssignment } from '../api/edit-assignment.ts';
import { useShiftCandidates, type ShiftDay } from '../api/get-shift-candidates.ts';
import './org-schedule.css';

interface ShiftDayEditorProps {
  organizationId: string;
  shiftDay: ShiftDay;
  shift: CalendarShift;
  onClose: () => void;
}

/** Whom the chosen candidate replaces, if anyone, and the candidate whose broken rules need a reason. */
interface Choice {
  candidate: ShiftCandidate;
  replacing: { id: string; name: string } | null;
}

function RuleCheck({ candidate }: { candidate: ShiftCandidate }) {
  // The admin's rules allow it, so it is no broken rule; but it overrules the person, never silently.
  if (candidate.violations.length === 0 && candidate.cannot_work)
    return <span className="rule-cannot">No rule broken, but {candidate.name} said they cannot work this shift type</span>;
  if (candidate.violations.length === 0) return <span className="rule-ok">OK</span>;
  return (
    <ul className="rule-violations" aria-label={`Rules broken for ${candidate.name}`}>
      {candidate.violations.map((violation, index) => (
        <li key={index}>{violation.detail}</li>
      ))}
    </ul>
  );
}

/**
 * The Org Schedule's editor of one shift of the draft: who is on it (Unassign, Replace), and
 * everyone else with their rule check and target (Assign). Breaking a hard rule takes a reason.
 */
export function ShiftDayEditor({ organizationId, shiftDay, shift, onClose }: ShiftDayEditorProps) {
  const candidates = useShiftCandidates(organizationId, shiftDay);
  const edit = useEditAssignment(organizationId, shiftDay.year, shiftDay.month);
  const [replacing, setReplacing] = useState<{ id: string; name: string } | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [reason, setReason] = useState('');
  const base = { date: shiftDay.date, shift_type_id: shiftDay.shiftTypeId };

  const unassign = (memberId: string) => edit.mutateAsync({ ...base, member_id: memberId, action: 'unassign' });
  const assign = async ({ candidate, replacing: replaced }: Choice, override: string | null) => {
    await edit.mutateAsync({
      ...base,
      member_id: candidate.member_id,
      action: 'assign',
      ...(override ? { override_reason: override } : {}),
    });
    if (replaced) await unassign(replaced.id);
    setChoice(null);
    setReplacing(null);
    setReason('');
  };
  const pick = (candidate: ShiftCandidate) => {
    const chosen = { candidate, replacing };
    if (candidate.violations.length > 0) setChoice(chosen);
    else void assign(chosen, null).catch(() => undefined);
  };
  const others = candidates.data?.candidates.filter((candidate) => !candidate.on_shift) ?? [];

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${shift.shift_type_name}, ${shiftDay.date}`}
      description={`${shift.start_time}–${shift.end_time} · ${shift.assigned_employees.length}/${shift.required_count} staffed`}
      wide
    >
      <h3 className="editor-heading">On this shift</h3>
      {shift.assigned_employees.length === 0 ? (
        <p className="field-hint">Nobody yet.</p>
      ) : (
        <ul className="editor-assigned">
          {shift.assigned_employees.map((employee) => (
            <li key={employee.id}>
              <span>{employee.name}</span>
              <Button
                size="sm"
                aria-pressed={replacing?.id === employee.id}
                onClick={() => setReplacing(replacing?.id === employee.id ? null : { id: employee.id, name: employee.name })}
              >
                Replace
              </Button>
              <Button
                size="sm"
                variant="danger"
                disabled={edit.isPending}
                onClick={() => void unassign(employee.id).catch(() => undefined)}
                aria-label={`Unassign ${employee.name}`}
              >
                Unassign
              </Button>
            </li>
          ))}
        </ul>
      )}
      <h3 className="editor-heading">{replacing ? `Who replaces ${replacing.name}?` : 'Candidates'}</h3>
      <Loaded query={candidates} loading="Checking the rules…" failure={(error) => `Failed to load the candidates: ${errorText(error)}`}>
        {() => (
          <table className="editor-candidates">
            <thead>
              <tr>
                <th scope="col">Employee</th>
                <th scope="col">{shift.shift_type_name} shifts / target</th>
                <th scope="col">That day</th>
                <th scope="col">Rule check</th>
                <th scope="col">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {others.map((candidate) => (
                <tr key={candidate.member_id}>
                  <th scope="row">{candidate.name}</th>
                  <td>
                    {candidate.assigned} / {candidate.target}
                  </td>
                  <td>{candidate.that_day ?? '—'}</td>
                  <td>
                    <RuleCheck candidate={candidate} />
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant={candidate.violations.length ? 'secondary' : 'primary'}
                      disabled={edit.isPending}
                      onClick={() => pick(candidate)}
                      aria-label={`${replacing ? 'Put in place' : 'Assign'} ${candidate.name}`}
                    >
                      {replacing ? 'Put in place' : 'Assign'}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
      {choice && (
        <form
          className="editor-override"
          onSubmit={(event) => {
            event.preventDefault();
            void assign(choice, reason.trim()).catch(() => undefined);
          }}
        >
          <Message kind="error">{`Assigning ${choice.candidate.name} breaks ${choice.candidate.violations.length === 1 ? 'a scheduling rule' : `${choice.candidate.violations.length} scheduling rules`}. Give a reason to override.`}</Message>
          <TextAreaField label="Reason to override" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
          <ModalFormActions onCancel={() => setChoice(null)} variant="danger" disabled={!reason.trim()} busy={edit.isPending}>
            Override and Assign
          </ModalFormActions>
        </form>
      )}
      {edit.isError && <Message kind="error">{`Failed to change the shift: ${errorText(edit.error)}`}</Message>}
    </Modal>
  );
}
