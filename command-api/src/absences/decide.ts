import { ABSENCE_TEXT, type AbsenceEvent } from '@rostra/contracts';
import { conflict, notFound, type Decider } from '@rostra/platform';
import { evolveAbsences, initialAbsencesState, type AbsencesState } from './absences.ts';

export interface RecordAbsence {
  type: 'RecordAbsence';
  organizationId: string;
  memberId: string;
  /** docs/product/states.md: an employee of the organization (active, or invited and pending), as the log says now. */
  schedulable: boolean;
  from: string;
  to: string;
  reason: string;
  now: string;
}

/** An admin records a sick call or other absence: one per day at most, for someone who can be scheduled. */
export const absenceDecider: Decider<RecordAbsence, AbsencesState, AbsenceEvent> = {
  initialState: initialAbsencesState,
  evolve: evolveAbsences,
  decide(command, state) {
    const { organizationId, memberId, from, to, reason, now } = command;
    if (!command.schedulable) throw notFound(ABSENCE_TEXT.unknownMember);
    if (state.absences.some((absence) => absence.from <= to && from <= absence.to)) throw conflict(ABSENCE_TEXT.overlap);
    // Ids name their member, as vacation request ids do: `{memberId}.a{n}`.
    const absenceId = `${memberId}.a${state.absences.length + 1}`;
    return [{ type: 'AbsenceRecorded', data: { organizationId, memberId, absenceId, from, to, reason, recordedAt: now } }];
  },
};
