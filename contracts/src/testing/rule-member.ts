import type { RuleMember } from '../rules/check.ts';

/** A member as the hard rules see them, named for their id in capitals: no rule holds them back unless `fields` say so. */
export const aRuleMember = (id: string, fields: Partial<RuleMember> = {}): RuleMember => ({
  id,
  name: id.toUpperCase(),
  available_weekdays: {},
  disallowed_shift_types: [],
  vacations: [],
  max_weekly_hours: null,
  ...fields,
});
