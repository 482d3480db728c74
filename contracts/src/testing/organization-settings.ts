import type { OrganizationSettings } from '../organizations/api.ts';

/**
 * A new organization's settings, written out with `changes` on top: the specs state the defaults
 * rather than importing them, so a changed default fails them.
 */
export const anOrganizationSettings = (changes: Partial<OrganizationSettings> = {}): OrganizationSettings => ({
  name_display_format: 'last',
  min_rest_hours: 11,
  max_weekly_hours: 48,
  fairness_window_months: 3,
  holiday_region: null,
  trades_need_approval: true,
  open_shift_assignment: 'admin_picks',
  notice_days: 14,
  ...changes,
});
