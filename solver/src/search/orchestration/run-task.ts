/**
 * What one thread does for a solve: a search, or bounds first and then — when the monolithic MILP
 * is not worth running — price and branch (models coupled by cover alone) or a second search with
 * another seed. Runs inside a worker or in-thread; shared schedules come through the inbox.
 */
import { Inbox } from './inbox.ts';
import type { WorkerMessage, WorkerTask } from './protocol.ts';
import { countedClock, isCounted, now, useCountedClock } from './clock.ts';
import { threadContext } from './thread-context.ts';
import { searchThread } from './search-thread.ts';
import { boundThread, roundLimitedBoundMs } from './bound-thread.ts';

const SEARCH_SHARE_IN_SERIAL = 0.1;
const BOUND_SHARE_IN_SERIAL = 0.25;
/**
 * One thread: a first search (a schedule at once, where bounds take long: PDLP on a large month),
 * bounds (they may prove infeasibility or optimality), then the search again from the first one's
 * best. Reproducible runs skip the first search (its end is a time), and from a given start the
 * bounds too.
 */
async function runSerial(task: WorkerTask, post: (m: WorkerMessage) => void, inbox?: Inbox): Promise<void> {
  const own = inbox ?? new Inbox();
  const forward = (m: WorkerMessage): void => {
    if (m.type !== 'done') post(m);
  };
  if (task.maxRounds === undefined) {
    let lastIncumbent: Int16Array | undefined;
    await runTask({ ...task, role: 'search', deadline: now() + SEARCH_SHARE_IN_SERIAL * (task.deadline - now()) }, (m) => {
      if (m.type === 'incumbent') lastIncumbent = m.sched;
      forward(m);
    });
    if (lastIncumbent) own.push(lastIncumbent);
  }
  // A reproducible run from a given start (a repair's draft) needs no bound: its search stops at
  // its round limit, not at a target, and the bounds' quarter of the limit came before its round
  // (the 200-employee repair: 20 s against 3.7 s, docs/benchmarks.md).
  if (task.maxRounds !== undefined && task.start !== undefined) {
    await runTask({ ...task, role: 'search' }, post, own);
    return;
  }
  let bestBound = -Infinity,
    provedInfeasible = false;
  // A round-limited run bounds on a counted clock (clock.ts), unless it is on one already (a test's):
  // its bound, the search's target, is the same on a busy or a quiet machine. One such run at a
  // time in a thread: two would share the count.
  const restore = task.maxRounds !== undefined && !isCounted() ? useCountedClock(countedClock(1, now())) : undefined;
  try {
    const boundMs = task.maxRounds === undefined ? BOUND_SHARE_IN_SERIAL * (task.deadline - now()) : roundLimitedBoundMs(task.maxRounds);
    const boundDeadline = now() + boundMs;
    await runTask(
      { ...task, role: 'bound', deadline: boundDeadline, secondSearch: false },
      (m) => {
        if (m.type === 'bound') bestBound = Math.max(bestBound, m.value);
        if (m.type === 'infeasible') provedInfeasible = true;
        forward(m);
      },
      own,
    );
  } finally {
    restore?.();
  }
  if (!provedInfeasible) await runTask({ ...task, role: 'search', target: bestBound }, post, own);
  else post({ type: 'done' });
}

export async function runTask(task: WorkerTask, post: (m: WorkerMessage) => void, inbox?: Inbox): Promise<void> {
  if (task.role === 'serial') {
    await runSerial(task, post, inbox);
    return;
  }
  const ctx = threadContext(task, post, inbox);
  if (task.role === 'search') await searchThread(ctx);
  else await boundThread(ctx);
  post({ type: 'done' });
}
