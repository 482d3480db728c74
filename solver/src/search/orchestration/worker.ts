/** Worker-thread side of a solve: runs the task it is given, posts its findings, takes shared schedules and multipliers. */
import { parentPort, workerData } from 'node:worker_threads';
import { Inbox } from './inbox.ts';
import type { ToWorkerMessage, WorkerTask } from './protocol.ts';
import { runTask } from './run-task.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
const inbox = new Inbox();
port.on('message', (m: ToWorkerMessage) => {
  if (m.type === 'share') inbox.push(m.sched);
  else if (m.type === 'multipliers') inbox.pushMultipliers({ pi: m.pi, mu: m.mu });
  else {
    const { type: _, ...hood } = m;
    inbox.pushNeighbourhood(hood);
  }
});
runTask(workerData as WorkerTask, (m) => port.postMessage(m), inbox).catch((err: unknown) => {
  port.postMessage({ type: 'error', message: err instanceof Error ? (err.stack ?? err.message) : String(err) });
});
