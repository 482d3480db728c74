import { inverted, renamed } from '../events/renamed.ts';
import { PROFILE_NAMES_V2, SETTINGS_NAMES_V2 } from './upcasters.ts';

// Events name these fields in camelCase and the API in snake_case
// (docs/architecture.md#names-at-the-edge); the command side and the projection translate here. All or some fields: renaming keeps which are there.

/** Profile fields and is_active (all, or the changed ones) as events record them, and back. */
export const organizationData = renamed(PROFILE_NAMES_V2);
export const organizationFieldsOf = renamed(inverted(PROFILE_NAMES_V2));

/** Settings (all, or the changed ones) as events record them, and back. */
export const settingsData = renamed(SETTINGS_NAMES_V2);
export const settingsOf = renamed(inverted(SETTINGS_NAMES_V2));

/** The name typed to confirm a deletion, as Delete takes it. */
export const organizationDeleteInput = (body: { organization_name: string }) => ({ confirmName: body.organization_name });

/** The scheduling period, as SetSchedulingConfig takes it. */
export const schedulingConfigInput = <P>(body: { scheduling_period: P }) => ({ schedulingPeriod: body.scheduling_period });
