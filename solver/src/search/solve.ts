/**
 * Solving a model within a hard wall-clock budget on every core: one bound thread (which becomes
 * price and branch or another search when the monolithic MILP is too large) and a portfolio of
 * differently seeded search threads, the incumbent kept by the orchestrator and shared with every
 * thread, progress reported as it changes, a watchdog that terminates the threads at the budget
 * whatever they are doing, and the status decided from what the validator says. A thread that
 * fails (HiGHS aborting, memory) ends alone: the answer is the best schedule so far, or a timeout
 * that names the failure.
 */
import { Worker } from 'node:worker_threads';
import { precheck } from '../model/check.ts';
import type { RosterModel } from '../model/types.ts';
import { validate } from '../validate/validate.ts';
import { compile, type Compiled } from './compiled.ts';
import { Evaluator } from './evaluator.ts';
import { better, type Incumbent } from './local-search.ts';
import type { NeighbourhoodMessage, ShareMessage, WorkerMessage, WorkerTask } from './protocol.ts';
import { runTask } from './run-task.ts';
import type { Progress, SolveOptions, SolveResult } from './result.ts';
import { defaultThreads } from './threads.ts';

const WATCHDOG_GRACE_MS = 400;

interface Thread { done: Promise<void>; stop(): void; share(m: ShareMessage | NeighbourhoodMessage): void }

function spawn(task: WorkerTask, memoryMb: number | undefined, onMessage: (m: WorkerMessage) => void): Thread {
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    workerData: task, ...(memoryMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: memoryMb } }),
  });
  let finished = false;
  const done = new Promise<void>((resolve) => {
    // An error message is not the end: a bound thread whose HiGHS failed searches on.
    worker.on('message', (m: WorkerMessage) => { onMessage(m); if (m.type === 'done') { finished = true; resolve(); } });
    worker.on('error', (err) => { finished = true; onMessage({ type: 'error', message: err.message }); resolve(); });
    worker.on('exit', (code) => { if (!finished && code !== 0) onMessage({ type: 'error', message: `exited with code ${code}` }); resolve(); });
  });
  return { done, stop: () => { finished = true; void worker.terminate(); }, share: (m) => worker.postMessage(m) };
}

/** Whether no weight is negative, so that no schedule costs less than 0. */
function nonNegative(c: Compiled): boolean {
  return [...c.under, ...c.over, ...c.cellCost].every((w) => w >= 0) && c.emp.every((e) => e.targets.every((t) => t.under >= 0 && t.over >= 0));
}

/** The roles of n threads: bounds (then price and branch or a search) and searches with their own seeds. */
function tasks(n: number, base: Omit<WorkerTask, 'role' | 'secondSearch'>): WorkerTask[] {
  if (n === 1) return [{ ...base, role: 'serial', secondSearch: false }];
  return Array.from({ length: n }, (_, k) => (k === 1
    ? { ...base, role: 'bound', secondSearch: true }
    : { ...base, role: 'search', secondSearch: false, seed: base.seed + (k === 0 ? 0 : k) }));
}

export async function solveModel(model: RosterModel, options: SolveOptions = {}): Promise<SolveResult> {
  const started = Date.now();
  const budgetMs = (options.timeLimitSeconds ?? 45) * 1000;
  const elapsed = (): number => (Date.now() - started) / 1000;
  const pre = precheck(model);
  const empty = { schedule: null, objective: null, bound: null, gap: null, firstValidSeconds: null, validation: null, problems: [] as string[] };
  if (pre) return { ...empty, status: pre.status, problems: pre.problems, seconds: elapsed() };

  const c = compile(model);
  const floor = nonNegative(c) ? 0 : -Infinity;
  let best: Incumbent | undefined, bound = Number.isFinite(floor) ? floor : undefined, infeasible = false, firstValid: number | undefined;
  const errors: string[] = [];
  const handles: Thread[] = [];
  const gap = (): number | undefined => (best && best.hard === 0 && bound !== undefined ? Math.max(0, best.soft - bound) / Math.max(1, Math.abs(best.soft)) : undefined);
  let stopEarly: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => { stopEarly = resolve; });

  const onMessage = (m: WorkerMessage, from?: Thread): void => {
    // A bound below what any schedule can cost says nothing: the floor (0 without negative weights) is proven.
    if (m.type === 'bound') { if (Number.isNaN(m.value)) return; bound = Math.max(bound ?? floor, m.value, floor); }
    else if (m.type === 'infeasible') { infeasible = true; stopEarly(); }
    else if (m.type === 'error') errors.push(m.message);
    else if (m.type === 'neighbourhood') { for (const h of handles) if (h !== from) h.share(m); return; }
    else if (m.type === 'incumbent') {
      let candidate: Incumbent = { sched: m.sched, hard: m.hard, soft: m.soft };
      if (m.hard < 0) { const ev = new Evaluator(c, m.sched); candidate = { sched: m.sched, hard: ev.hard, soft: ev.soft }; }
      if (best && !better(candidate, best)) return;
      best = candidate;
      if (best.hard === 0 && firstValid === undefined) firstValid = elapsed();
      // Each thread continues from the other's better schedules (not in reproducible runs).
      if (options.maxRounds === undefined && best.hard === 0) for (const h of handles) if (h !== from) h.share({ type: 'share', sched: best.sched });
    } else return;
    const g = gap();
    const progress: Progress = { incumbent: best && best.hard === 0 ? best.soft : null, bound: bound ?? null, gap: g ?? null, elapsedSeconds: elapsed() };
    options.onProgress?.(progress);
    if (g !== undefined && g <= (options.targetGap ?? 0) + 1e-12) stopEarly();
  };

  const deadline = started + budgetMs - WATCHDOG_GRACE_MS;
  const base = { model, deadline, seed: options.seed ?? 1, ...(options.maxRounds === undefined ? {} : { maxRounds: options.maxRounds }) };
  const watchdog = new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, started + budgetMs - Date.now())).unref());
  const threads = options.threads ?? defaultThreads();
  if (threads === 0) {
    try {
      await runTask({ ...base, role: 'serial', secondSearch: false }, onMessage);
    } catch (err) {
      onMessage({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    }
  } else {
    const runs = tasks(threads, base).map((task) => {
      const h: Thread = spawn(task, options.threadMemoryMb, (m) => onMessage(m, h));
      handles.push(h);
      return h.done;
    });
    await Promise.race([Promise.all(runs).then(() => undefined), finished, watchdog]);
  }
  for (const h of handles) h.stop();

  const validation = best ? validate(model, best.sched) : null;
  const valid = validation?.valid ?? false;
  const objective = valid ? validation!.objective.total : null;
  const g = objective !== null && bound !== undefined ? Math.max(0, objective - bound) / Math.max(1, Math.abs(objective)) : null;
  return {
    ...empty,
    status: valid ? (g !== null && g <= 1e-9 ? 'optimal' : 'feasible') : infeasible ? 'infeasible' : 'timeout',
    schedule: valid ? best!.sched : null, objective, bound: bound ?? null, gap: g,
    firstValidSeconds: firstValid ?? null, seconds: elapsed(), validation,
    // Without a schedule, a failed thread is why the answer is a timeout.
    problems: valid || infeasible ? [] : errors.map((e) => `solver thread failed: ${e.split('\n')[0]}`),
  };
}
