import {
  organizationFieldsOf,
  organizationSettingsOf,
  settingsOf,
  type OrganizationEvent,
  type OrganizationHoliday,
  type OrganizationProfile,
  type OrganizationSettings,
  type SchedulingConfig,
} from '@rostra/contracts';
import { ORGANIZATIONS_TABLE, projectionOf } from '@rostra/platform';
import { rowUpdater } from '../shared/rows.ts';

/** An organization of docs/product/entities.md by its id (a string here; answers carry it as a number). */
export interface OrganizationRow extends OrganizationProfile {
  id: string;
  is_active: boolean;
  created_at: string;
  updated_at: string;
  created_by: string;
  /** Rows written before the labour rules existed lack them (readers use organizationSettingsOf). */
  settings: OrganizationSettings;
  scheduling_config: SchedulingConfig | null;
  /** The organization's own holidays by date; rows projected before they existed lack them. */
  holidays?: OrganizationHoliday[];
  [key: string]: unknown;
}

const update = rowUpdater<OrganizationRow>(ORGANIZATIONS_TABLE);

/**
 * Live organizations. A deleted one is removed, which is what makes every endpoint answer 404 for
 * it and every member's list forget it (authorization looks organizations up here).
 */
export const organizationsProjection = projectionOf<OrganizationEvent>({
  name: 'organizations',
  version: 1,
  tables: [{ name: ORGANIZATIONS_TABLE }],
  on: {
    OrganizationCreated({ data, metadata }, tx) {
      const { organizationId, creationTokenId: _token, createdBy, createdAt, settings, ...fields } = data;
      tx.put(ORGANIZATIONS_TABLE, {
        id: organizationId,
        ...organizationFieldsOf(fields),
        settings: organizationSettingsOf(settingsOf(settings)),
        created_at: createdAt,
        updated_at: metadata.occurredAt,
        created_by: createdBy,
        scheduling_config: null,
        holidays: [],
      } satisfies OrganizationRow);
    },
    OrganizationProfileUpdated: ({ data, metadata }, tx) =>
      update(tx, data.organizationId, { ...organizationFieldsOf(data.changes), updated_at: metadata.occurredAt }),
    OrganizationSettingsChanged: ({ data: { organizationId, ...changes }, metadata }, tx) =>
      update(tx, organizationId, (row) => ({
        settings: { ...organizationSettingsOf(row.settings), ...settingsOf(changes) },
        updated_at: metadata.occurredAt,
      })),
    SchedulingConfigSet: ({ data, metadata }, tx) =>
      update(tx, data.organizationId, { scheduling_config: { scheduling_period: data.schedulingPeriod }, updated_at: metadata.occurredAt }),
    OrganizationHolidayAdded: ({ data: { organizationId, holidayId, date, name }, metadata }, tx) =>
      update(tx, organizationId, (row) => ({
        holidays: [...(row.holidays ?? []), { id: holidayId, date, name }].sort((a, b) => a.date.localeCompare(b.date)),
        updated_at: metadata.occurredAt,
      })),
    OrganizationHolidayRemoved: ({ data: { organizationId, holidayId }, metadata }, tx) =>
      update(tx, organizationId, (row) => ({
        holidays: (row.holidays ?? []).filter((holiday) => holiday.id !== holidayId),
        updated_at: metadata.occurredAt,
      })),
    OrganizationDeleted: ({ data }, tx) => tx.delete(ORGANIZATIONS_TABLE, data.organizationId),
  },
});
