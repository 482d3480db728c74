// The fold lives in contracts, shared with the audit trail's point-in-time answers.
export {
  daysOf,
  evolveVacation,
  initialVacationState,
  memberOfRequest,
  requestIdOf,
  vacationStream,
  type RequestState,
  type VacationState,
} from '@rostra/contracts';
