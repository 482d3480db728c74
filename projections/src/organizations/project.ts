import {
  organizationFieldsOf,
  organizationSettingsOf,
  settingsOf,
  type OrganizationEvent,
  type OrganizationProfile,
  type OrganizationSettings,
  type SchedulingConfig,
} from '@rostra/contracts';
import { ORGANIZATIONS_TABLE, type Projection, type RecordedEvent } from '@rostra/platform';

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
  [key: string]: unknown;
}

/**
 * Live organizations. A deleted one is removed, which is what makes every endpoint answer 404 for
 * it and every member's list forget it (authorization looks organizations up here).
 */
export const organizationsProjection: Projection = {
  name: 'organizations',
  version: 1,
  tables: [{ name: ORGANIZATIONS_TABLE }],
  eventTypes: [
    'OrganizationCreated',
    'OrganizationProfileUpdated',
    'OrganizationSettingsChanged',
    'SchedulingConfigSet',
    'OrganizationDeleted',
  ],
  async apply(recorded, tx) {
    const event = recorded as RecordedEvent & OrganizationEvent;
    const updated_at = recorded.metadata.occurredAt;
    if (event.type === 'OrganizationCreated') {
      const { organizationId, creationTokenId: _token, createdBy, createdAt, settings, ...fields } = event.data;
      const row: OrganizationRow = {
        id: organizationId,
        ...organizationFieldsOf(fields),
        settings: organizationSettingsOf(settingsOf(settings)),
        created_at: createdAt,
        updated_at,
        created_by: createdBy,
        scheduling_config: null,
      };
      tx.put(ORGANIZATIONS_TABLE, row);
      return;
    }
    if (event.type === 'OrganizationDeleted') {
      tx.delete(ORGANIZATIONS_TABLE, event.data.organizationId);
      return;
    }
    const row = await tx.get<OrganizationRow>(ORGANIZATIONS_TABLE, event.data.organizationId);
    if (!row) return;
    switch (event.type) {
      case 'OrganizationProfileUpdated':
        tx.put(ORGANIZATIONS_TABLE, { ...row, ...organizationFieldsOf(event.data.changes), updated_at });
        return;
      case 'OrganizationSettingsChanged': {
        const { organizationId: _organizationId, ...changes } = event.data;
        tx.put(ORGANIZATIONS_TABLE, { ...row, settings: { ...organizationSettingsOf(row.settings), ...settingsOf(changes) }, updated_at });
        return;
      }
      case 'SchedulingConfigSet':
        tx.put(ORGANIZATIONS_TABLE, { ...row, scheduling_config: { scheduling_period: event.data.schedulingPeriod }, updated_at });
        return;
    }
  },
};
