// What other slices read of shift types (docs/architecture.md#slices): the organization's shift types,
// locations and skills stream and its fold.
export {
  evolveShiftTypes,
  initialShiftTypesState,
  shiftTypesStream,
  type ShiftTypesState,
  type ShiftTypesStreamEvent,
} from './shift-types.ts';
