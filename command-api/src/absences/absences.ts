import type { AbsenceEvent } from '@rostra/contracts';

/** The absences recorded for one member, oldest first. */
export interface AbsencesState {
  absences: { absenceId: string; from: string; to: string }[];
}

export const initialAbsencesState: AbsencesState = { absences: [] };

export function evolveAbsences(state: AbsencesState, event: AbsenceEvent): AbsencesState {
  switch (event.type) {
    case 'AbsenceRecorded': {
      const { absenceId, from, to } = event.data;
      return { absences: [...state.absences, { absenceId, from, to }] };
    }
  }
}
