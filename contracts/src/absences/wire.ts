import type { AbsenceAnswer } from './api.ts';
import type { AbsenceRecorded } from './events.ts';

// Where absences' names cross the API's edge (docs/architecture.md#names-at-the-edge): the
// recorded absence back into an answer (the body's one renamed field, member_id, is also the stream's key).

/** A recorded absence as the API answers it. */
export const absenceAnswer = ({ absenceId, memberId, from, to, reason }: AbsenceRecorded['data']): AbsenceAnswer => ({
  id: absenceId,
  member_id: memberId,
  from,
  to,
  reason,
});
