import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ChildRun<Done> {
  /** The progress at which the child was killed, if it was. */
  killedAt?: number;
  /** What the child printed on its `done` line, if it got there. */
  done?: Done;
}

/**
 * Runs a rebuild script in a child process (`node --import tsx script dir`) that prints
 * `progress <n>` lines and a closing `done <json>`; with `killAfter`, SIGKILLs it once it has
 * reported that much progress, as a crash would.
 */
export function runChild<Done>(script: string, dir: string, killAfter?: number): Promise<ChildRun<Done>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const run: ChildRun<Done> = {};
    createInterface({ input: child.stdout }).on('line', (line) => {
      const [word, value] = line.split(' ', 2);
      if (word === 'progress' && killAfter !== undefined && run.killedAt === undefined && Number(value) >= killAfter) {
        run.killedAt = Number(value);
        child.kill('SIGKILL');
      }
      if (word === 'done') run.done = JSON.parse(line.slice(5)) as Done;
    });
    child.once('error', reject);
    child.once('exit', () => resolve(run));
  });
}
