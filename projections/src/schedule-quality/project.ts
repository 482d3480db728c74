import {
  qualityReportOf,
  SCHEDULE_QUALITY_TABLE,
  calendarId,
  type OrganizationDeleted,
  type ScheduleEvent,
  type ScheduleQualityReported,
  type ScheduleQualityRecord,
} from '@rostra/contracts';
import { projectionOf, type ProjectionTx } from '@rostra/platform';
import { deleteOrganizationRows } from '../shared/rows.ts';

/** Per organization-month: the draft's generation and how many hand edits and applied repairs it has had since. */
const EDITS_TABLE = 'schedule_quality_edits';

interface DraftEdits {
  id: string;
  organization_id: string;
  request_id: string;
  edits: number;
  [key: string]: unknown;
}

/** A hand edit or an applied repair of the draft: one more since its generation. */
async function edited({ data }: { data: { organizationId: string; year: number; month: number } }, tx: ProjectionTx): Promise<void> {
  const id = calendarId(data.organizationId, data.year, data.month);
  const draft = await tx.get<DraftEdits>(EDITS_TABLE, id);
  if (!draft) return;
  tx.put(EDITS_TABLE, { ...draft, edits: draft.edits + 1 });
  // The report of a previous generation, still shown until the new one's arrives, keeps its count.
  const row = await tx.get<ScheduleQualityRecord>(SCHEDULE_QUALITY_TABLE, id);
  if (row?.report.requestId === draft.request_id) tx.put(SCHEDULE_QUALITY_TABLE, { ...row, edits_since_generation: draft.edits + 1 });
}

/**
 * Schedule quality: the latest quality report of each organization-month, as the solver reported
 * it after generating, with the number of hand edits and applied repairs the draft has had since
 * that generation: the report is of the schedule as generated (its explanations need the solver),
 * and the count tells the admin how far the draft has moved from it. A cleared month and a deleted
 * organization have none.
 */
export const scheduleQualityProjection = projectionOf<ScheduleEvent | ScheduleQualityReported | OrganizationDeleted>({
  name: 'schedule_quality',
  // 2: edits_since_generation. 3: the shifts that overrule someone's "cannot work".
  version: 3,
  tables: [
    { name: SCHEDULE_QUALITY_TABLE, indexes: [{ fields: ['organization_id'] }] },
    { name: EDITS_TABLE, indexes: [{ fields: ['organization_id'] }] },
  ],
  on: {
    ScheduleGenerated({ data }, tx) {
      tx.put(EDITS_TABLE, {
        id: calendarId(data.organizationId, data.year, data.month),
        organization_id: data.organizationId,
        request_id: data.requestId,
        edits: 0,
      } satisfies DraftEdits);
    },
    ScheduleAssignmentChanged: edited,
    ScheduleRepairApplied: edited,
    async ScheduleQualityReported(event, tx) {
      const { organizationId, year, month, requestId } = event.data;
      const id = calendarId(organizationId, year, month);
      const draft = await tx.get<DraftEdits>(EDITS_TABLE, id);
      tx.put(SCHEDULE_QUALITY_TABLE, {
        id,
        organization_id: organizationId,
        year,
        month,
        reported_at: event.metadata.occurredAt,
        report: qualityReportOf(event.data),
        edits_since_generation: draft?.request_id === requestId ? draft.edits : 0,
      } satisfies ScheduleQualityRecord);
    },
    ScheduleCleared({ data }, tx) {
      const id = calendarId(data.organizationId, data.year, data.month);
      tx.delete(SCHEDULE_QUALITY_TABLE, id);
      tx.delete(EDITS_TABLE, id);
    },
    async OrganizationDeleted({ data }, tx) {
      await deleteOrganizationRows(tx, EDITS_TABLE, data.organizationId);
      await deleteOrganizationRows(tx, SCHEDULE_QUALITY_TABLE, data.organizationId);
    },
  },
});
