import {
  SCHEDULE_QUALITY_TABLE,
  calendarId,
  type OrganizationDeleted,
  type ScheduleCleared,
  type ScheduleQualityReported,
  type ScheduleQualityRecord,
} from '@rostra/contracts';
import type { Projection, RecordedEvent } from '@rostra/platform';
import { deleteOrganizationRows } from '../shift-types/project.ts';

/**
 * Schedule quality: the latest quality report of each organization-month, as the solver reported
 * it after generating. A cleared month and a deleted organization have none.
 */
export const scheduleQualityProjection: Projection = {
  name: 'schedule_quality',
  version: 1,
  tables: [{ name: SCHEDULE_QUALITY_TABLE, indexes: [{ fields: ['organization_id'] }] }],
  eventTypes: ['ScheduleQualityReported', 'ScheduleCleared', 'OrganizationDeleted'],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & (ScheduleQualityReported | ScheduleCleared | OrganizationDeleted);
    switch (event.type) {
      case 'ScheduleQualityReported': {
        const { organizationId, year, month } = event.data;
        const row: ScheduleQualityRecord = {
          id: calendarId(organizationId, year, month),
          organization_id: organizationId,
          year,
          month,
          reported_at: recorded.metadata.occurredAt,
          report: event.data,
        };
        tx.put(SCHEDULE_QUALITY_TABLE, row);
        return;
      }
      case 'ScheduleCleared':
        tx.delete(SCHEDULE_QUALITY_TABLE, calendarId(event.data.organizationId, event.data.year, event.data.month));
        return;
      case 'OrganizationDeleted':
        return deleteOrganizationRows(tx, SCHEDULE_QUALITY_TABLE, event.data.organizationId);
    }
  },
};
