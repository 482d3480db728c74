/**
 * What a thread's role works with, built once per task: the compiled model, the messages it posts,
 * the schedules the other threads share (pull), and the search with the task's options (searchWith).
 */
import { compile, type Compiled } from '../compile/compiled.ts';
import type { Inbox } from './inbox.ts';
import type { WorkerMessage, WorkerTask } from './protocol.ts';
import { search } from '../heuristics/search.ts';
import { searchByGroups, searchGroups } from '../heuristics/group-search.ts';
import { strategyFor } from './portfolio.ts';

export interface SearchWith {
  strategy?: number;
  start?: Int16Array;
  warm?: boolean;
  /** The start is a primal from the multipliers (SearchOptions.primal). */
  primal?: boolean;
  /** It takes the schedules other threads share from this time on (clock.ts); those that come before wait. */
  sharedFrom?: number;
  interrupt?: () => boolean;
  /** Told each schedule the other threads share with it. */
  onShared?: (sched: Int16Array) => void;
}

export interface ThreadContext {
  task: WorkerTask;
  post: (m: WorkerMessage) => void;
  inbox: Inbox | undefined;
  c: Compiled;
  /** A round limit: the run takes schedules from the searches only, and shares none. */
  reproducible: boolean;
  /** The schedules the other threads have shared since the last pull; none in reproducible runs. */
  pull: (() => Promise<Int16Array[]>) | undefined;
  /** Whether primals are built from the Lagrangian's multipliers. */
  primals: boolean;
  /** The best the other threads have found, read while HiGHS runs (not in reproducible runs). */
  elsewhere: { bestElsewhere?: () => number };
  onImprove: (b: { sched: Int16Array; hard: number; soft: number }) => void;
  searchWith: (seed: number, w?: SearchWith) => ReturnType<typeof search>;
}

export function threadContext(task: WorkerTask, post: (m: WorkerMessage) => void, inbox?: Inbox): ThreadContext {
  const c = compile(task.model);
  // Reproducible runs (a round limit) take schedules from the searches only, and share none.
  const reproducible = task.maxRounds !== undefined;
  const pull = inbox && !reproducible ? () => inbox.drain() : undefined;
  // Primals from the Lagrangian's multipliers, except in reproducible runs and in runs from a given
  // start (a repair's draft): a primal leaves the start, and the 100-employee repair, its start
  // still being made valid when the multipliers came, timed out in its 3 s with no schedule.
  const primals = !reproducible && task.start === undefined;
  // What the other threads have found, read while HiGHS runs (not in reproducible runs).
  const shared = task.best;
  const elsewhere = pull && shared ? { bestElsewhere: () => shared[0]! } : {};
  const handed = task.handed;
  const newer = pull && handed ? { newerNeighbourhood: () => inbox!.newerRelayed(handed) } : {};
  const onImprove = (b: { sched: Int16Array; hard: number; soft: number }): void =>
    post({ type: 'incumbent', sched: b.sched.slice(), hard: b.hard, soft: b.soft });
  // The search thread of a month that falls into groups (the wards) searches group by group.
  const groups = task.role === 'search' ? searchGroups(c) : undefined;
  const searcher: typeof search = groups ? (month, o) => searchByGroups(month, groups, o) : search;
  const searchWith = (seed: number, w: SearchWith = {}): ReturnType<typeof search> => {
    const start = w.start ?? task.start;
    return searcher(c, {
      seed,
      strategy: strategyFor(w.strategy ?? task.strategy ?? 0),
      deadline: task.deadline,
      ...(task.maxRounds === undefined ? {} : { maxRounds: task.maxRounds }),
      ...(task.target === undefined || task.target === -Infinity ? {} : { target: task.target }),
      ...(start ? { start } : {}),
      ...(w.warm ? { warm: true } : {}),
      ...(w.primal ? { primal: true } : {}),
      ...(w.interrupt ? { interrupt: w.interrupt } : {}),
      onImprove,
      ...(pull
        ? {
            pull: async () => {
              const scheds = await inbox!.drain(w.sharedFrom);
              if (w.onShared) scheds.forEach(w.onShared);
              return scheds;
            },
            neighbourhood: () => inbox!.takeNeighbourhood(),
            ...elsewhere,
            ...newer,
          }
        : {}),
    });
  };
  return { task, post, inbox, c, reproducible, pull, primals, elsewhere, onImprove, searchWith };
}
