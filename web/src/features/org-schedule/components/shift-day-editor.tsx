import { useQuery } from '@tanstack/react-query';
import type { CalendarShift } from '@/components/calendar/calendar-data.ts';
import { Button } from '@/components/ui/button.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Modal } from '@/components/ui/modal.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { skillNames } from '@/lib/qualification-text.ts';
import { skillsQuery } from '@/lib/skills-query.ts';
import { useShiftCandidates, type ShiftDay } from '../api/get-shift-candidates.ts';
import { CandidatesTable } from './candidates-table.tsx';
import { CoverWarnings } from './cover-warnings.tsx';
import { OnShiftList } from './on-shift-list.tsx';
import { OverridePrompt } from './override-prompt.tsx';
import { useShiftDayEdits } from './use-shift-day-edits.ts';
import './org-schedule.css';

interface ShiftDayEditorProps {
  organizationId: string;
  shiftDay: ShiftDay;
  shift: CalendarShift;
  onClose: () => void;
}

/**
 * The Org Schedule's editor of one shift of the draft: who is on it (Unassign, with an Undo;
 * Replace), and everyone else with their rule check, target and skills (Assign). Breaking a hard
 * rule takes a reason; an edit that leaves the shift short of a skill stands, with a warning.
 */
export function ShiftDayEditor({ organizationId, shiftDay, shift, onClose }: ShiftDayEditorProps) {
  const candidates = useShiftCandidates(organizationId, shiftDay);
  const skills = useQuery(skillsQuery(organizationId));
  const { edit, warnings, replacing, setReplacing, choice, setChoice, takenOff, takeOff, putBack, assign, pick } = useShiftDayEdits(
    organizationId,
    shiftDay,
  );
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
      <OnShiftList
        assigned={shift.assigned_employees}
        replacingId={replacing?.id}
        busy={edit.isPending}
        onReplace={(employee) => setReplacing(replacing?.id === employee.id ? null : { id: employee.id, name: employee.name })}
        onUnassign={(employee) => void takeOff(employee).catch(() => undefined)}
      />
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
          <CandidatesTable
            candidates={others}
            shiftTypeName={shift.shift_type_name}
            skillNames={skillNames(skills.data)}
            replacing={replacing !== null}
            busy={edit.isPending}
            onPick={pick}
          />
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
