import type { AssignmentEditResult, ShiftCandidate, SkillCoverWarning } from '@rostra/contracts';
import { useState } from 'react';
import type { CalendarShift } from '@/components/calendar/calendar-data.ts';
import { useEditAssignment } from '../api/edit-assignment.ts';
import type { ShiftDay } from '../api/get-shift-candidates.ts';

/** Whom the chosen candidate replaces, if anyone, and the candidate whose broken rules need a reason. */
export interface Choice {
  candidate: ShiftCandidate;
  replacing: { id: string; name: string } | null;
}

/** Someone just taken off the shift, who Undo puts back (with the reason that overrode a rule for them, if any). */
export interface TakenOff {
  id: string;
  name: string;
  overrideReason: string | null;
}

/**
 * The edits of one shift-day: take someone off (and Undo it), assign a candidate (after a reason
 * when they break a rule), or put one in the place of someone on the shift (Replace). Each edit
 * answers the skill cover it left short, kept in `warnings`.
 */
export function useShiftDayEdits(organizationId: string, shiftDay: ShiftDay) {
  const edit = useEditAssignment(organizationId, shiftDay.year, shiftDay.month);
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

  return { edit, warnings, replacing, setReplacing, choice, setChoice, takenOff, takeOff, putBack, assign, pick };
}
