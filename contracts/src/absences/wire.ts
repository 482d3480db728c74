import type { ExportedAbsence } from '../personal-data/api.ts';
import type { AbsenceAnswer } from './api.ts';
import type { AbsenceRecorded } from './events.ts';

// Where absences' names cross the API's edge (docs/architecture.md#names-at-the-edge): the
// recorded absence back into an answer; the body's one renamed field, member_id, also names the stream.

/** A recorded absence as the API answers it (the personal data export adds when it was recorded). */
export const absenceAnswer = ({ absenceId, memberId, from, to, reason }: AbsenceRecorded['data']): AbsenceAnswer => ({
  id: absenceId,
  member_id: memberId,
  from,
  to,
  reason,
});

/** A recorded absence as the personal data export gives it (the member is the export's subject). */
export const exportedAbsence = (data: AbsenceRecorded['data']): ExportedAbsence => {
  const { member_id: _member, ...answer } = absenceAnswer(data);
  return { ...answer, recorded_at: data.recordedAt };
};
