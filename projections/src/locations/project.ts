import {
  LOCATIONS_TABLE,
  locationOf,
  MEMBER_LOCATIONS_TABLE,
  type LocationEvent,
  type LocationRecord,
  type MemberLocationsRecord,
  type OrganizationDeleted,
} from '@rostra/contracts';
import { projectionOf } from '@rostra/platform';
import { deleteOrganizationRows, rowUpdater } from '../shared/rows.ts';

/** The locations of docs/product/entities.md, by id, and the locations each member works at, by member id. */
const update = rowUpdater<LocationRecord>(LOCATIONS_TABLE);

export const locationsProjection = projectionOf<LocationEvent | OrganizationDeleted>({
  name: 'locations',
  version: 1,
  tables: [
    { name: LOCATIONS_TABLE, indexes: [{ fields: ['organization_id'] }] },
    { name: MEMBER_LOCATIONS_TABLE, indexes: [{ fields: ['organization_id'] }] },
  ],
  on: {
    LocationCreated: ({ data }, tx) => tx.put(LOCATIONS_TABLE, { ...locationOf(data), organization_id: data.organizationId }),
    LocationUpdated: ({ data }, tx) => update(tx, data.locationId, data.changes),
    async LocationDeleted({ data }, tx) {
      tx.delete(LOCATIONS_TABLE, data.locationId);
      const rows = await tx.find<MemberLocationsRecord>(MEMBER_LOCATIONS_TABLE, { where: { organization_id: data.organizationId } });
      for (const row of rows.filter((row) => row.location_ids.includes(data.locationId)))
        tx.put(MEMBER_LOCATIONS_TABLE, { ...row, location_ids: row.location_ids.filter((id) => id !== data.locationId) });
    },
    MemberLocationsSet: ({ data }, tx) =>
      tx.put(MEMBER_LOCATIONS_TABLE, {
        id: data.memberId,
        organization_id: data.organizationId,
        location_ids: data.locationIds,
      } satisfies MemberLocationsRecord),
    async OrganizationDeleted({ data }, tx) {
      await deleteOrganizationRows(tx, LOCATIONS_TABLE, data.organizationId);
      await deleteOrganizationRows(tx, MEMBER_LOCATIONS_TABLE, data.organizationId);
    },
  },
});
