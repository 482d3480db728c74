// What other slices read of absences (docs/architecture.md#slices): the fold of a member's absence stream.
export { evolveAbsences, initialAbsencesState, type AbsencesState } from './absences.ts';
