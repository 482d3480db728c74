/**
 * Solving a model within a hard wall-clock budget on every core: one bound thread (which becomes
 * price and branch or another search when the monolithic MILP is too large) and a portfolio of
 * search threads, each with its own seed and strategy (portfolio.ts), the incumbent kept by the
 * orchestrator and shared with every thread, progress reported as it changes, a watchdog that
 * terminates the threads at the budget whatever they are doing, and the status decided from what
 * the validator says. A thread that fails (HiGHS aborting, memory) ends alone: the answer is the
 * best schedule so far, or a timeout that names the failure.
 */
import { Worker } from 'node:worker_threads';
import { precheck } from '../../model/check.ts';
import type { RosterModel } from '../../model/types.ts';
import { validate } from '../../validate/validate.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { better, type Incumbent } from '../heuristics/local-search.ts';
import type { ToWorkerMessage, WorkerMessage, WorkerTask } from './protocol.ts';
import { runTask } from './run-task.ts';
import type { Progress, SolveOptions, SolveResult } from './result.ts';
import { defaultThreads } from './threads.ts';
import { isCounted, now } from './clock.ts';
import { gapTolerance, STALL_SECONDS, STALL_SHARE, StopRule } from './stop-rule.ts';

const WATCHDOG_GRACE_MS = 400;
/** How often the orchestrator asks the stop rule whether the threads have stalled. */
const STALL_CHECK_MS = 250;

interface Thread {
  done: Promise<void>;
  stop(): void;
  share(m: ToWorkerMessage): void;
}

function spawn(task: WorkerTask, memoryMb: number | undefined, onMessage: (m: WorkerMessage) => void): Thread {
  const handed = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    workerData: { ...task, handed },
    ...(memoryMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: memoryMb } }),
  });
  let finished = false;
  const done = new Promise<void>((resolve) => {
    // An error message is not the end: a bound thread whose HiGHS failed searches on.
    worker.on('message', (m: WorkerMessage) => {
      onMessage(m);
      if (m.type === 'done') {
        finished = true;
        resolve();
      }
    });
    worker.on('error', (err) => {
      finished = true;
      onMessage({ type: 'error', message: err.message });
      resolve();
    });
    worker.on('exit', (code) => {
      if (!finished && code !== 0) onMessage({ type: 'error', message: `exited with code ${code}` });
      resolve();
    });
  });
  return {
    done,
    stop: () => {
      finished = true;
      void worker.terminate();
    },
    share: (m) => {
      // Counted before it is posted: the thread's HiGHS run reads the count (WorkerTask.handed).
      if (m.type === 'neighbourhood') Atomics.add(handed, 0, 1);
      worker.postMessage(m);
    },
  };
}

/** Whether no weight is negative, so that no schedule costs less than 0. */
function nonNegative(compiled: Compiled): boolean {
  return (
    [...compiled.under, ...compiled.over, ...compiled.cellCost].every((w) => w >= 0) &&
    compiled.emp.every((e) => e.targets.every((t) => t.under >= 0 && t.over >= 0))
  );
}

/** The roles of n threads: bounds (then price and branch or a search) and searches with their own seeds. */
function tasks(n: number, base: Omit<WorkerTask, 'role' | 'secondSearch'>): WorkerTask[] {
  if (n === 1) return [{ ...base, role: 'serial', secondSearch: false }];
  return Array.from({ length: n }, (_, k) =>
    k === 1
      ? { ...base, role: 'bound', secondSearch: true }
      : { ...base, role: 'search', secondSearch: false, seed: base.seed + (k === 0 ? 0 : k), strategy: k },
  );
}

/** How far an objective is above the bound, relative to the objective. */
function relativeGap(objective: number, bound: number): number {
  return Math.max(0, objective - bound) / Math.max(1, Math.abs(objective));
}

type IncumbentMessage = Extract<WorkerMessage, { type: 'incumbent' }>;

/**
 * What the threads have reported so far (the best schedule, the proven bound, infeasibility,
 * failures) and what the orchestrator does with each report: keep it, share it with the other
 * threads, tell the caller, and settle once nothing better can come.
 */
class Standings {
  best: Incumbent | undefined;
  bound: number | undefined;
  infeasible = false;
  firstValidSeconds: number | undefined;
  readonly errors: string[] = [];
  readonly threads: Thread[] = [];
  /** The best valid objective, in memory the threads share (WorkerTask.best). */
  readonly shared = new Float64Array(new SharedArrayBuffer(Float64Array.BYTES_PER_ELEMENT)).fill(Infinity);
  /** Resolves once the answer cannot improve (infeasibility proved) or is sure enough (stop-rule.ts). */
  readonly settled: Promise<void>;
  private settle: () => void = () => undefined;
  /** The least any schedule can cost: 0 without negative weights. */
  private readonly floor: number;
  private readonly stop: StopRule;

  constructor(
    private readonly compiled: Compiled,
    private readonly options: SolveOptions,
    private readonly elapsed: () => number,
  ) {
    this.floor = nonNegative(compiled) ? 0 : -Infinity;
    this.stop = new StopRule({
      gapTolerance: options.targetGap ?? gapTolerance(),
      // A round-limited run ends at its rounds: a stall measured on this thread's clock would end it
      // at a point that depends on the machine's load.
      ...(options.stall === false || options.maxRounds !== undefined ? {} : { stall: { seconds: STALL_SECONDS, share: STALL_SHARE } }),
    });
    this.bound = Number.isFinite(this.floor) ? this.floor : undefined;
    this.settled = new Promise<void>((resolve) => {
      this.settle = resolve;
    });
  }

  receive(message: WorkerMessage, from?: Thread): void {
    if (message.type === 'bound') {
      // A bound below what any schedule can cost says nothing: the floor is proven.
      if (Number.isNaN(message.value)) return;
      this.bound = Math.max(this.bound ?? this.floor, message.value, this.floor);
    } else if (message.type === 'infeasible') {
      this.infeasible = true;
      this.settle();
    } else if (message.type === 'error') this.errors.push(message.message);
    else if (message.type === 'working') {
      this.stop.working(message.on);
      return;
    } else if (message.type === 'neighbourhood' || message.type === 'multipliers') {
      this.shareExcept(from, message);
      return;
    } else if (message.type === 'incumbent') {
      if (!this.offer(message, from)) return;
    } else return;
    this.report();
  }

  /** Keeps the schedule if it beats the best so far; whether it did. */
  private offer(message: IncumbentMessage, from?: Thread): boolean {
    // A negative hard count asks the orchestrator to score the schedule itself.
    const candidate: Incumbent =
      message.hard < 0 ? this.score(message.sched) : { sched: message.sched, hard: message.hard, soft: message.soft };
    if (this.best && !better(candidate, this.best)) return false;
    this.best = candidate;
    if (candidate.hard === 0 && this.firstValidSeconds === undefined) this.firstValidSeconds = this.elapsed();
    if (candidate.hard === 0) this.shared[0] = candidate.soft;
    // Each thread continues from the other's better schedules (not in reproducible runs).
    if (this.options.maxRounds === undefined && candidate.hard === 0) this.shareExcept(from, { type: 'share', sched: candidate.sched });
    return true;
  }

  private score(sched: Int16Array): Incumbent {
    const evaluator = new Evaluator(this.compiled, sched);
    return { sched, hard: evaluator.hard, soft: evaluator.soft };
  }

  private shareExcept(from: Thread | undefined, message: ToWorkerMessage): void {
    for (const thread of this.threads) if (thread !== from) thread.share(message);
  }

  private validObjective(): number | undefined {
    return this.best && this.best.hard === 0 ? this.best.soft : undefined;
  }

  private report(): void {
    const objective = this.validObjective();
    const gap = objective !== undefined && this.bound !== undefined ? relativeGap(objective, this.bound) : undefined;
    const progress: Progress = {
      incumbent: objective ?? null,
      bound: this.bound ?? null,
      gap: gap ?? null,
      elapsedSeconds: this.elapsed(),
    };
    this.options.onProgress?.(progress);
    this.stop.update(progress.elapsedSeconds, objective, this.bound);
    if (this.stop.sure()) this.settle();
  }

  /** Settles where nothing has improved for a while (the stop rule's stall). */
  checkStall(): void {
    if (this.stop.stalled(this.elapsed())) this.settle();
  }
}

/** Runs the tasks in this thread (0 threads) or in worker threads until they end, the answer settles or the budget runs out. */
async function runThreads(
  count: number,
  base: Omit<WorkerTask, 'role' | 'secondSearch'>,
  standings: Standings,
  memoryMb: number | undefined,
  watchdog: Promise<void>,
): Promise<void> {
  if (count === 0) {
    try {
      await runTask({ ...base, role: 'serial', secondSearch: false }, (message) => standings.receive(message));
    } catch (err) {
      standings.receive({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    }
    return;
  }
  const stallCheck = setInterval(() => standings.checkStall(), STALL_CHECK_MS).unref();
  const runs = tasks(count, base).map((task) => {
    const thread: Thread = spawn(task, memoryMb, (message) => standings.receive(message, thread));
    standings.threads.push(thread);
    return thread.done;
  });
  await Promise.race([Promise.all(runs).then(() => undefined), standings.settled, watchdog]);
  clearInterval(stallCheck);
}

export async function solveModel(model: RosterModel, options: SolveOptions = {}): Promise<SolveResult> {
  const started = now();
  const budgetMs = (options.timeLimitSeconds ?? 45) * 1000;
  const elapsed = (): number => (now() - started) / 1000;
  const pre = precheck(model);
  const unsolved = {
    schedule: null,
    objective: null,
    bound: null,
    gap: null,
    firstValidSeconds: null,
    validation: null,
    problems: [] as string[],
  };
  if (pre) return { ...unsolved, status: pre.status, problems: pre.problems, seconds: elapsed() };

  const standings = new Standings(compile(model), options, elapsed);
  // A start is the answer unless a thread finds better, and every search begins from it.
  if (options.start) standings.receive({ type: 'incumbent', sched: options.start, hard: -1, soft: -1 });
  const deadline = started + budgetMs - WATCHDOG_GRACE_MS;
  const base = {
    model,
    deadline,
    seed: options.seed ?? 1,
    best: standings.shared,
    ...(options.maxRounds === undefined ? {} : { maxRounds: options.maxRounds }),
    ...(options.start ? { start: options.start } : {}),
  };
  // On a counted clock (a test's, clock.ts) the run ends at its deadline on that clock: a wall-clock
  // watchdog would end it by the machine's speed.
  const watchdog = isCounted()
    ? new Promise<void>(() => undefined)
    : new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, started + budgetMs - now())).unref());
  await runThreads(options.threads ?? defaultThreads(), base, standings, options.threadMemoryMb, watchdog);
  for (const thread of standings.threads) thread.stop();

  const { best, bound, infeasible } = standings;
  const validation = best ? validate(model, best.sched) : null;
  const valid = validation?.valid ?? false;
  const objective = valid ? validation!.objective.total : null;
  const gap = objective !== null && bound !== undefined ? relativeGap(objective, bound) : null;
  return {
    ...unsolved,
    status: valid ? (gap !== null && gap <= 1e-9 ? 'optimal' : 'feasible') : infeasible ? 'infeasible' : 'timeout',
    schedule: valid ? best!.sched : null,
    objective,
    bound: bound ?? null,
    gap,
    firstValidSeconds: standings.firstValidSeconds ?? null,
    seconds: elapsed(),
    validation,
    // Without a schedule, a failed thread is why the answer is a timeout.
    problems: valid || infeasible ? [] : standings.errors.map((e) => `solver thread failed: ${e.split('\n')[0]}`),
  };
}
