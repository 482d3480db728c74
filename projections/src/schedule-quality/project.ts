import {
  qualityReportOf,
  SCHEDULE_QUALITY_TABLE,
  calendarId,
  type OrganizationDeleted,
  type ScheduleEvent,
  type ScheduleQualityReported,
  type ScheduleQualityRecord,
} from '@rostra/contracts';
import type { Projection, RecordedEvent } from '@rostra/platform';
import { deleteOrganizationRows } from '../shift-types/project.ts';

/** Per organization-month: the draft's generation and how many hand edits and applied repairs it has had since. */
const EDITS_TABLE = 'schedule_quality_edits';

interface DraftEdits {
  id: string;
  organization_id: string;
  request_id: string;
  edits: number;
  [key: string]: unknown;
}

/**
 * Schedule quality: the latest quality report of each organization-month, as the solver reported
 * it after generating, with the number of hand edits and applied repairs the draft has had since
 * that generation: the report is of the schedule as generated (its explanations need the solver),
 * and the count tells the admin how far the draft has moved from it. A cleared month and a deleted
 * organization have none.
 */
export const scheduleQualityProjection: Projection = {
  name: 'schedule_quality',
  // 2: edits_since_generation.
  version: 2,
  tables: [
    { name: SCHEDULE_QUALITY_TABLE, indexes: [{ fields: ['organization_id'] }] },
    { name: EDITS_TABLE, indexes: [{ fields: ['organization_id'] }] },
  ],
  eventTypes: [
    'ScheduleGenerated',
    'ScheduleAssignmentChanged',
    'ScheduleRepairApplied',
    'ScheduleQualityReported',
    'ScheduleCleared',
    'OrganizationDeleted',
  ],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & (ScheduleEvent | ScheduleQualityReported | OrganizationDeleted);
    switch (event.type) {
      case 'ScheduleGenerated': {
        const { organizationId, year, month, requestId } = event.data;
        const draft: DraftEdits = {
          id: calendarId(organizationId, year, month),
          organization_id: organizationId,
          request_id: requestId,
          edits: 0,
        };
        tx.put(EDITS_TABLE, draft);
        return;
      }
      case 'ScheduleAssignmentChanged':
      case 'ScheduleRepairApplied': {
        const id = calendarId(event.data.organizationId, event.data.year, event.data.month);
        const draft = await tx.get<DraftEdits>(EDITS_TABLE, id);
        if (!draft) return;
        tx.put(EDITS_TABLE, { ...draft, edits: draft.edits + 1 });
        // The report of a previous generation, still shown until the new one's arrives, keeps its count.
        const row = await tx.get<ScheduleQualityRecord>(SCHEDULE_QUALITY_TABLE, id);
        if (row?.report.requestId === draft.request_id) tx.put(SCHEDULE_QUALITY_TABLE, { ...row, edits_since_generation: draft.edits + 1 });
        return;
      }
      case 'ScheduleQualityReported': {
        const { organizationId, year, month, requestId } = event.data;
        const id = calendarId(organizationId, year, month);
        const draft = await tx.get<DraftEdits>(EDITS_TABLE, id);
        const row: ScheduleQualityRecord = {
          id,
          organization_id: organizationId,
          year,
          month,
          reported_at: recorded.metadata.occurredAt,
          report: qualityReportOf(event.data),
          edits_since_generation: draft?.request_id === requestId ? draft.edits : 0,
        };
        tx.put(SCHEDULE_QUALITY_TABLE, row);
        return;
      }
      case 'ScheduleCleared': {
        const id = calendarId(event.data.organizationId, event.data.year, event.data.month);
        tx.delete(SCHEDULE_QUALITY_TABLE, id);
        tx.delete(EDITS_TABLE, id);
        return;
      }
      case 'OrganizationDeleted':
        await deleteOrganizationRows(tx, EDITS_TABLE, event.data.organizationId);
        return deleteOrganizationRows(tx, SCHEDULE_QUALITY_TABLE, event.data.organizationId);
    }
  },
};
