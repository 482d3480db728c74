/**
 * @rostra/solver: the rostering model, its independent validator, the optimizer (construction,
 * local search, HiGHS large-neighbourhood search, LP bound, a thread per core, hard budget) and the
 * product mapping (solver input → schedule with positions, coverage and understaffing reasons).
 */
export { OFF, UNLIMITED } from './model/types.ts';
export type {
  RosterModel,
  Employee,
  ShiftType,
  CoverRequirement,
  CountTarget,
  ShiftRequest,
  PinnedAssignment,
  Schedule,
} from './model/types.ts';
export { precheck, modelProblems } from './model/check.ts';
export { parseCurtois, CurtoisFormatError } from './curtois/parse.ts';
export { formatRoster, parseRoster } from './curtois/roster.ts';
export { validate, type ValidationReport } from './validate/validate.ts';
export type { ObjectiveBreakdown } from './validate/objective.ts';
export type { Violation, HardRule } from './validate/violations.ts';
export { solveModel } from './search/orchestration/solve.ts';
export type { SolveOptions, SolveResult, SolverStatus, Progress } from './search/orchestration/result.ts';
export type { ExplainOptions } from './explain/explain.ts';
export { assignPositions } from './post/positions.ts';
export { understaffedReasons, type ReasonCode, type UnderstaffedReason } from './post/reasons.ts';
export { toRosterModel, type ProductModel } from './product/to-model.ts';
export { solveProduct, type ProductSolveResult, type ProductAssignment, type ShiftCoverage } from './product/solve-product.ts';
export { GenerationWorker, type GenerationWorkerDeps } from './service/worker.ts';
