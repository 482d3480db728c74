import { editOfOpenShift, type OpenShiftPosted, type ScheduleOpenShiftAssigned } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';
import { PUBLISHED_VERSION } from './absences.ts';
import { applyChange, DRAFT_VERSION } from './draft.ts';

/**
 * An open shift's change to who works, as a trade's: a sick call's posting takes the absent
 * member off, an assignment puts the member on; in the draft and the published month alike.
 */
export async function applyOpenShift(tx: ProjectionTx, event: OpenShiftPosted | ScheduleOpenShiftAssigned): Promise<void> {
  const edit = editOfOpenShift(event);
  if (!edit) return;
  for (const tables of [DRAFT_VERSION, PUBLISHED_VERSION]) await applyChange(tx, { ...event.data, ...edit }, tables);
}
