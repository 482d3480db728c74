import { inverted, renamed } from '../events/renamed.ts';
import { PREFERENCE_NAMES_V2 } from './upcasters.ts';

// Events name these fields in camelCase and the API in snake_case
// (docs/architecture.md#names-at-the-edge); the command side and the projections translate here. A whole set or a change of some fields: the keys are the same.

/** A set's fields (or a change's) as events record them, and back. */
export const preferenceData = renamed(PREFERENCE_NAMES_V2);
export const preferenceValuesOf = renamed(inverted(PREFERENCE_NAMES_V2));
