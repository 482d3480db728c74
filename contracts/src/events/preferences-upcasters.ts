import type { AdminEditsPermissionChanged } from './preferences.ts';
import { renamed } from './renamed.ts';

/** AdminEditsPermissionChanged as version 1 recorded it, with the API body's snake_case name. */
export interface AdminEditsPermissionChangedV1 {
  data: { organizationId: string; memberId: string; allow_admin_edits: boolean; changedAt: string };
}

export const adminEditsPermissionChangedV1ToV2: (data: AdminEditsPermissionChangedV1['data']) => AdminEditsPermissionChanged['data'] =
  renamed({
    allow_admin_edits: 'allowAdminEdits',
  });
