/**
 * The HiGHS WebAssembly runtime (one per thread) and a bounded MILP/LP run: time limit, an
 * interrupt at the hard deadline, an optional MIP start, detached results.
 */
import highsModule, { type CallbackData, type Highs, type ModelData } from 'highs';
import { isCounted, now } from '../orchestration/clock.ts';

// The package's typings describe its CommonJS shape; its ESM build exports the loader as default.
const loadHighs = highsModule as unknown as () => Promise<Highs>;

let runtime: Promise<Highs> | undefined;
export function highsRuntime(): Promise<Highs> {
  return (runtime ??= loadHighs());
}

/**
 * PDLP's iterations per second of a time limit on a counted clock (clock.ts). It calls no callback,
 * so no deadline can stop it there: its iteration limit does. About what HiPDLP and cuPDLP-C do in a
 * second on the 50- and 100-employee months' LPs (8,000 and 15,000 columns: 300–1,200, loaded).
 */
const PDLP_ITERATIONS_PER_SECOND = 500;
/**
 * Simplex and interior-point iterations per second for a model run without callbacks on a counted
 * clock (roster-master.ts): about what they do on those LPs (400–600 and 7).
 */
const SIMPLEX_ITERATIONS_PER_SECOND = 500,
  IPM_ITERATIONS_PER_SECOND = 7;

/** HiGHS's limits for `seconds` on a counted clock: iterations instead of time, the same on any machine. */
export function countedLimits(seconds: number): {
  simplex_iteration_limit: number;
  ipm_iteration_limit: number;
  pdlp_iteration_limit: number;
} {
  const times = (rate: number): number => Math.max(1, Math.ceil(seconds * rate));
  return {
    simplex_iteration_limit: times(SIMPLEX_ITERATIONS_PER_SECOND),
    ipm_iteration_limit: times(IPM_ITERATIONS_PER_SECOND),
    pdlp_iteration_limit: times(PDLP_ITERATIONS_PER_SECOND),
  };
}

export interface RunLimits {
  /** Seconds; omitted = no time limit (then the node limit must bound the work). */
  timeLimit?: number;
  maxNodes?: number;
  /** Absolute time (clock.ts) after which the solve is interrupted. */
  deadline?: number;
  seed?: number;
  /** Stop at this relative gap. */
  relGap?: number;
  /** Only schedules below this objective are wanted: HiGHS prunes the nodes whose bound reaches it. */
  cutoff?: number;
  /** LP algorithm (ignored for MILPs). */
  lpSolver?: 'choose' | 'ipm' | 'pdlp' | 'hipdlp';
  /** False: solve the model as given (a first-order method's duals survive no postsolve). */
  presolve?: boolean;
  /** PDLP's relative optimality tolerance (HiGHS's default 1e-7). */
  pdlpTolerance?: number;
  /** Called as the MIP dual bound rises. */
  onBound?: (bound: number) => void;
  /** Called with the column values of each improving MIP solution. */
  onSolution?: (values: Float64Array) => void;
  /** Polled as HiGHS runs: true interrupts it (its best solution so far is kept). */
  interrupt?: () => boolean;
}

export interface RunOutcome {
  status: 'optimal' | 'infeasible' | 'limit' | 'error';
  /** Column values of the best solution, if one exists. */
  values?: Float64Array;
  objective?: number;
  /** Proven lower bound (MIP dual bound, or LP objective at optimality). */
  bound?: number;
  /** Whether the run stopped at its time limit (a 'limit' status may also be HiGHS's "unknown"). */
  timeUp?: boolean;
  /** An LP's row duals as the solver left them, at any status (dual-bound.ts bounds with them). */
  rowDual?: Float64Array;
  /** A MIP's branch-and-bound nodes: its work, the same on any machine. */
  nodes?: number;
}

export function runHighs(highs: Highs, data: ModelData, limits: RunLimits, start?: ArrayLike<number>): RunOutcome {
  try {
    return runOnce(highs, data, limits, start);
  } catch (err) {
    // A WebAssembly abort (e.g. out of its 2 GiB) leaves the runtime unusable: the next caller loads a fresh one.
    runtime = undefined;
    throw err;
  }
}

function runOnce(highs: Highs, data: ModelData, limits: RunLimits, start?: ArrayLike<number>): RunOutcome {
  // HiGHS's time limit is a wall-clock one: on a counted clock (clock.ts) it would let the machine's
  // speed decide the outcome, so it becomes a deadline on that clock, read at HiGHS's callbacks
  // (simplex, interior point, MIP), and PDLP's iteration limit (it calls none).
  const counted = isCounted() && limits.timeLimit !== undefined;
  const timeLimit = counted ? undefined : limits.timeLimit;
  const timeUpAt = counted ? now() + limits.timeLimit! * 1000 : Infinity;
  let timedOut = false;
  const model = highs.createModel(data);
  try {
    model.options.set({
      output_flag: false,
      mip_rel_gap: limits.relGap ?? 1e-6,
      random_seed: limits.seed ?? 0,
      ...(timeLimit === undefined ? {} : { time_limit: Math.max(0.01, timeLimit) }),
      ...(counted ? { pdlp_iteration_limit: countedLimits(limits.timeLimit!).pdlp_iteration_limit } : {}),
      ...(limits.maxNodes === undefined ? {} : { mip_max_nodes: limits.maxNodes }),
      ...(limits.lpSolver === undefined ? {} : { solver: limits.lpSolver }),
      ...(limits.presolve === false ? { presolve: 'off' as const } : {}),
      ...(limits.pdlpTolerance === undefined ? {} : { pdlp_optimality_tolerance: limits.pdlpTolerance }),
      ...(limits.cutoff === undefined ? {} : { objective_bound: limits.cutoff }),
    });
    if (start) model.setSolution({ colValue: Float64Array.from(start) });
    const deadline = limits.deadline;
    const stop = (ev: { interrupt(): void; data: CallbackData }): undefined => {
      if (ev.data.mip_dual_bound !== undefined && Number.isFinite(ev.data.mip_dual_bound)) limits.onBound?.(ev.data.mip_dual_bound);
      const at = deadline === undefined && !counted ? 0 : now();
      timedOut ||= at > timeUpAt;
      if (timedOut || (deadline !== undefined && at > deadline) || limits.interrupt?.()) ev.interrupt();
      return undefined;
    };
    const solution = (ev: { data: CallbackData }): undefined => {
      if (ev.data.mip_solution) limits.onSolution?.(Float64Array.from(ev.data.mip_solution));
      return undefined;
    };
    model.run({ 6: stop, 1: stop, 2: stop, ...(limits.onSolution ? { 4: solution } : {}) });
    const code = model.getModelStatus();
    const k = highs.constants.modelStatus;
    const isMip = data.integrality !== undefined;
    const bound = isMip ? Number(model.info.get('mip_dual_bound')) : code === k.optimal ? model.getObjectiveValue() : undefined;
    const hasPrimal = Number(model.info.get('primal_solution_status')) === highs.constants.solutionStatus.feasible;
    const outcome: RunOutcome = {
      status:
        code === k.optimal
          ? 'optimal'
          : code === k.infeasible
            ? 'infeasible'
            : code === k.modelError || code === k.solveError || code === k.loadError
              ? 'error'
              : 'limit',
      ...(bound !== undefined && Number.isFinite(bound) ? { bound } : {}),
      ...(code === k.timeLimit || timedOut ? { timeUp: true } : {}),
      ...(isMip ? { nodes: Number(model.info.get('mip_node_count')) } : {}),
    };
    const hasDual = !isMip && Number(model.info.get('dual_solution_status')) !== highs.constants.solutionStatus.none;
    if (hasPrimal || hasDual) {
      const solution = model.getSolution();
      if (hasPrimal) {
        outcome.values = solution.colValue;
        outcome.objective = model.getObjectiveValue();
      }
      if (hasDual) outcome.rowDual = solution.rowDual;
    }
    return outcome;
  } finally {
    model.dispose();
  }
}
