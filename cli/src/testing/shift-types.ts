import type { ApiClient } from './api-client.ts';

/** How many people a shift type needs: every day (`day_of_week: null`) or on one weekday (0 = Sunday). */
export interface Requirement {
  day_of_week: number | null;
  employees_needed: number;
}

/**
 * A shift type for a generation to staff, through the real endpoints: created (active, no position
 * labels), then its requirements set. Its id.
 */
export async function addShiftType(
  admin: ApiClient,
  organizationId: string,
  fields: { name: string; start_time: string; duration_hours: number },
  requirements: Requirement[],
): Promise<string> {
  const created = await admin.post(`/organizations/${organizationId}/shift-types`, fields);
  if (created.status !== 201) throw new Error(`shift type ${fields.name}: ${created.status} ${JSON.stringify(created.body)}`);
  const id = String(created.body.id);
  const set = await admin.put(`/organizations/${organizationId}/shift-types/${id}/requirements`, { requirements });
  if (set.status !== 200) throw new Error(`requirements of ${fields.name}: ${set.status} ${JSON.stringify(set.body)}`);
  return id;
}
