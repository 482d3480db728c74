import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const ROSTRA = resolve(import.meta.dirname, '../../bin/rostra.js');

export interface ChildServer {
  url: string;
  /** SIGKILL, as a crash: no shutdown code runs. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the orderly shutdown. */
  stop(): Promise<void>;
}

/**
 * `rostra start` in a child process on `dataDir` (the embedded stores, every service, a free port),
 * so a test can kill it as a crash would and start another on the same data.
 */
export function startChildServer(dataDir: string, env: Record<string, string> = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, [ROSTRA, 'start'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const ending = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((started, failed) => {
    child.once('error', failed);
    void exited.then(() => failed(new Error(`rostra start exited with ${describe(child)} before it was running`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const running = /^Rostra is running at (\S+)$/.exec(line);
      if (running) started({ url: running[1]!, kill: ending('SIGKILL'), stop: ending('SIGTERM') });
    });
  });
}

const describe = (child: ChildProcess) => child.signalCode ?? String(child.exitCode);
