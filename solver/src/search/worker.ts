/** Worker-thread side of a solve: runs the task it is given and posts its findings. */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerTask } from './protocol.ts';
import { runTask } from './run-task.ts';

const port = parentPort;
if (!port) throw new Error('worker.ts must run in a worker thread');
runTask(workerData as WorkerTask, (m) => port.postMessage(m)).catch((err: unknown) => {
  port.postMessage({ type: 'error', message: err instanceof Error ? err.stack ?? err.message : String(err) });
});
