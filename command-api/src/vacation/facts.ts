// What other slices read of vacation (docs/architecture.md#slices): a member's vacation stream.
export { vacationStream } from './vacation.ts';
