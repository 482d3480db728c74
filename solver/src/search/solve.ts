/**
 * Solving a model within a hard wall-clock budget: one search thread and one bound thread (which
 * becomes a second search when the monolithic MILP is too large), the incumbent kept by the
 * orchestrator, progress reported as it changes, a watchdog that terminates the threads at the
 * budget whatever they are doing, and the status decided from what the validator says.
 */
import { Worker } from 'node:worker_threads';
import { precheck } from '../model/check.ts';
import type { RosterModel } from '../model/types.ts';
import { validate } from '../validate/validate.ts';
import { compile } from './compiled.ts';
import { Evaluator } from './evaluator.ts';
import { better, type Incumbent } from './local-search.ts';
import type { NeighbourhoodMessage, ShareMessage, WorkerMessage, WorkerRole, WorkerTask } from './protocol.ts';
import { runTask } from './run-task.ts';
import type { Progress, SolveOptions, SolveResult } from './result.ts';

const WATCHDOG_GRACE_MS = 400;
const BOUND_SHARE_IN_THREAD = 0.25;

interface Thread { done: Promise<void>; stop(): void; share(m: ShareMessage | NeighbourhoodMessage): void }

function spawn(task: WorkerTask, onMessage: (m: WorkerMessage) => void): Thread {
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), { workerData: task });
  const done = new Promise<void>((resolve) => {
    worker.on('message', (m: WorkerMessage) => { onMessage(m); if (m.type === 'done' || m.type === 'error') resolve(); });
    worker.on('error', (err) => { onMessage({ type: 'error', message: err.message }); resolve(); });
    worker.on('exit', () => resolve());
  });
  return { done, stop: () => void worker.terminate(), share: (m) => worker.postMessage(m) };
}

export async function solveModel(model: RosterModel, options: SolveOptions = {}): Promise<SolveResult> {
  const started = Date.now();
  const budgetMs = (options.timeLimitSeconds ?? 45) * 1000;
  const elapsed = (): number => (Date.now() - started) / 1000;
  const pre = precheck(model);
  const empty = { schedule: null, objective: null, bound: null, gap: null, firstValidSeconds: null, validation: null, problems: [] as string[] };
  if (pre) return { ...empty, status: pre.status, problems: pre.problems, seconds: elapsed() };

  const c = compile(model);
  let best: Incumbent | undefined, bound: number | undefined, infeasible = false, firstValid: number | undefined;
  const errors: string[] = [];
  const handles: Thread[] = [];
  const gap = (): number | undefined => (best && best.hard === 0 && bound !== undefined ? Math.max(0, best.soft - bound) / Math.max(1, Math.abs(best.soft)) : undefined);
  let stopEarly: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => { stopEarly = resolve; });

  const onMessage = (m: WorkerMessage, from?: Thread): void => {
    if (m.type === 'bound') bound = Math.max(bound ?? -Infinity, m.value);
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
  if (options.threads === 0) {
    // One thread: bounds first (a share of the budget; they may prove infeasibility), then search.
    const boundDeadline = started + budgetMs * BOUND_SHARE_IN_THREAD;
    await runTask({ ...base, role: 'bound', deadline: boundDeadline, secondSearch: false }, onMessage);
    if (!infeasible && !(gap() !== undefined && gap()! <= (options.targetGap ?? 0))) await runTask({ ...base, role: 'search', secondSearch: false }, onMessage);
  } else {
    const runs = (['search', 'bound'] as WorkerRole[]).map((role) => {
      const h: Thread = spawn({ ...base, role, secondSearch: true }, (m) => onMessage(m, h));
      handles.push(h);
      return h.done;
    });
    await Promise.race([Promise.all(runs).then(() => undefined), finished, watchdog]);
  }
  for (const h of handles) h.stop();

  if (errors.length > 0 && !best) throw new Error(`solver thread failed: ${errors[0]}`);
  const validation = best ? validate(model, best.sched) : null;
  const valid = validation?.valid ?? false;
  const objective = valid ? validation!.objective.total : null;
  const g = objective !== null && bound !== undefined ? Math.max(0, objective - bound) / Math.max(1, Math.abs(objective)) : null;
  return {
    ...empty,
    status: valid ? (g !== null && g <= 1e-9 ? 'optimal' : 'feasible') : infeasible ? 'infeasible' : 'timeout',
    schedule: valid ? best!.sched : null, objective, bound: bound ?? null, gap: g,
    firstValidSeconds: firstValid ?? null, seconds: elapsed(), validation,
  };
}
