// What other slices do with open shifts (docs/architecture.md#slices): a sick call posts the absent member's shifts.
export { releaseAbsentShifts } from './release-absent-shifts.ts';
