import type { AdminEditsPermissionChanged } from './preferences.ts';

/** AdminEditsPermissionChanged as version 1 recorded it, with the API body's snake_case name. */
export interface AdminEditsPermissionChangedV1 {
  data: { organizationId: string; memberId: string; allow_admin_edits: boolean; changedAt: string };
}

export function adminEditsPermissionChangedV1ToV2({
  allow_admin_edits,
  ...rest
}: AdminEditsPermissionChangedV1['data']): AdminEditsPermissionChanged['data'] {
  return { ...rest, allowAdminEdits: allow_admin_edits };
}
