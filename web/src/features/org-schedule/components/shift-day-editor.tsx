import type { AssignmentEditResult, ShiftCandidate, SkillCoverWarning } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CalendarShift } from '@/components/calendar/calendar-data.ts';
import { Button } from '@/components/ui/button.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { qualificationsText, skillNames } from '@/lib/qualification-text.ts';
import { skillsQuery } from '@/lib/skills-query.ts';
import { useEditAssignment } from '../api/edit-assignment.ts';
import { useShiftCandidates, type ShiftDay } from '../api/get-shift-candidates.ts';
import { OverridePrompt, RuleList } from './override-prompt.tsx';
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

/** Someone just taken off the shift, who Undo puts back (with the reason that overrode a rule for them, if any). */
interface TakenOff {
  id: string;
  name: string;
  overrideReason: string | null;
}

function RuleCheck({ candidate }: { candidate: ShiftCandidate }) {
  // The admin's rules allow it, so it is no broken rule; but it overrules the person, never silently.
  if (candidate.violations.length === 0 && candidate.cannot_work)
    return <span className="rule-cannot">No rule broken, but {candidate.name} said they cannot work this shift type</span>;
  if (candidate.violations.length === 0) return <span className="rule-ok">OK</span>;
  return <RuleList candidate={candidate} label={`Rules broken for ${candidate.name}`} />;
}

/** The skill cover the last edit left short ('Night on 2026-12-16 has 0 of the 1 "Registered nurse" it needs'): the edit stands, the admin is told. */
function CoverWarnings({ warnings }: { warnings: readonly SkillCoverWarning[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className="message message-info editor-warnings" role="alert">
      <p>Saved, but short of a skill:</p>
      <ul>
        {warnings.map((warning) => (
          <li key={`${warning.date}:${warning.shift_type_id}:${warning.skill_id}`}>{warning.detail}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The Org Schedule's editor of one shift of the draft: who is on it (Unassign, with an Undo;
 * Replace), and everyone else with their rule check, target and skills (Assign). Breaking a hard
 * rule takes a reason; an edit that leaves the shift short of a skill stands, with a warning.
 */
export function ShiftDayEditor({ organizationId, shiftDay, shift, onClose }: ShiftDayEditorProps) {
  const candidates = useShiftCandidates(organizationId, shiftDay);
  const edit = useEditAssignment(organizationId, shiftDay.year, shiftDay.month);
  const skills = useQuery(skillsQuery(organizationId));
  const names = skillNames(skills.data);
  const [warnings, setWarnings] = useState<SkillCoverWarning[]>([]);
  const [replacing, setReplacing] = useState<{ id: string; name: string } | null>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [takenOff, setTakenOff] = useState<TakenOff | null>(null);
  const base = { date: shiftDay.date, shift_type_id: shiftDay.shiftTypeId };

  // Each edit answers the cover it left short; a Replace (assign, then unassign) tells both.
  const run = async (...edits: (() => Promise<AssignmentEditResult>)[]) => {
    setWarnings([]);
    const found: SkillCoverWarning[] = [];
    for (const one of edits) found.push(...(await one()).warnings);
    setWarnings(found);
  };
  const unassign = (memberId: string) => () => edit.mutateAsync({ ...base, member_id: memberId, action: 'unassign' });
  const takeOff = async (employee: CalendarShift['assigned_employees'][number]) => {
    await run(unassign(employee.id));
    setTakenOff({ id: employee.id, name: employee.name, overrideReason: employee.override_reason ?? null });
  };
  const putBack = async ({ id, overrideReason }: TakenOff) => {
    await run(() =>
      edit.mutateAsync({ ...base, member_id: id, action: 'assign', ...(overrideReason ? { override_reason: overrideReason } : {}) }),
    );
    setTakenOff(null);
  };
  const assign = async ({ candidate, replacing: replaced }: Choice, override: string | null) => {
    const put = () =>
      edit.mutateAsync({
        ...base,
        member_id: candidate.member_id,
        action: 'assign',
        ...(override ? { override_reason: override } : {}),
      });
    await (replaced ? run(put, unassign(replaced.id)) : run(put));
    setChoice(null);
    setReplacing(null);
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
                onClick={() => void takeOff(employee).catch(() => undefined)}
                aria-label={`Unassign ${employee.name}`}
              >
                Unassign
              </Button>
            </li>
          ))}
        </ul>
      )}
      <CoverWarnings warnings={warnings} />
      {takenOff && (
        <div className="editor-undo" role="status">
          <span>{`${takenOff.name} taken off this shift.`}</span>
          <Button size="sm" disabled={edit.isPending} onClick={() => void putBack(takenOff).catch(() => undefined)}>
            Undo
          </Button>
        </div>
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
                {names.size > 0 && <th scope="col">Skills</th>}
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
                  <td data-label={`${shift.shift_type_name} shifts / target`}>
                    {candidate.assigned} / {candidate.target}
                  </td>
                  <td data-label="That day">{candidate.that_day ?? '—'}</td>
                  {names.size > 0 && <td data-label="Skills">{qualificationsText(candidate.skills, names)}</td>}
                  <td data-label="Rule check">
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
        <OverridePrompt
          key={choice.candidate.member_id}
          candidate={choice.candidate}
          busy={edit.isPending}
          onOverride={(reason) => void assign(choice, reason).catch(() => undefined)}
          onCancel={() => setChoice(null)}
        />
      )}
      {edit.isError && <Message kind="error">{`Failed to change the shift: ${errorText(edit.error)}`}</Message>}
    </Modal>
  );
}
