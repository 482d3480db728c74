import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ServerReady } from '../bench/http-servers.ts';
import { emptySample, keepAliveAgent, load, percentile, type Sample, type Target } from '../bench/load.ts';

const SERVERS = join(import.meta.dirname, '../bench/http-servers.ts');

function start(kind: 'rostra' | 'express', message?: unknown): Promise<{ child: ChildProcess; ready: ServerReady }> {
  const child = fork(SERVERS, [kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  if (message) child.send(message);
  return new Promise((resolve, reject) => {
    child.once('message', (ready: ServerReady) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`${kind} server exited (${code}) before it listened`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.disconnect();
  });
}

export interface HttpBenchOptions {
  connections: number;
  rounds: number;
  roundMs: number;
}

export interface Side {
  perSecond: number;
  p50: number;
  p99: number;
  /** Bytes on the wire per answer (body only). */
  bytes: number;
  statuses: string;
}

export interface HttpBench {
  jsonBytes: number;
  /** One line per kind of client: each compares Rostra and the hello-world in the same rounds. */
  clients: { name: string; rostra: Side; express: Side }[];
}

const side = (sample: Sample): Side => ({
  perSecond: sample.requests / sample.seconds,
  p50: percentile(sample.latencies, 0.5),
  p99: percentile(sample.latencies, 0.99),
  bytes: sample.bytes / sample.requests,
  statuses: [...sample.statuses].map(([status, count]) => `${count}×${status}`).join(' '),
});

/**
 * The org calendar GET of a 200-employee month against an Express hello-world answering the same
 * JSON: same connections, rounds alternating between the two so the machine's noise hits both.
 */
export async function benchHttp(options: HttpBenchOptions, log: (line: string) => void): Promise<HttpBench> {
  log('seeding a 200-employee organization and its generated month…');
  const rostra = await start('rostra');
  const children = [rostra.child];
  try {
    const base = rostra.ready.url.replace('localhost', '127.0.0.1');
    const json = await (await fetch(base + rostra.ready.path, { headers: rostra.ready.headers })).text();
    const express = await start('express', { path: rostra.ready.path, json });
    children.push(express.child);
    const etag = (await fetch(base + rostra.ready.path, { headers: rostra.ready.headers })).headers.get('etag');

    const clients: { name: string; headers: Record<string, string> }[] = [
      { name: 'no Accept-Encoding (identical bytes on the wire)', headers: {} },
      { name: 'a browser (Accept-Encoding: gzip, deflate, br)', headers: { 'accept-encoding': 'gzip, deflate, br' } },
      ...(etag ? [{ name: `a browser revalidating (If-None-Match: ${etag})`, headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': etag } }] : []),
    ];
    const agent = keepAliveAgent(options.connections);
    const results: HttpBench['clients'] = [];
    for (const client of clients) {
      const targets: Record<'rostra' | 'express', Target> = {
        rostra: { url: base + rostra.ready.path, headers: { ...rostra.ready.headers, ...client.headers } },
        express: { url: express.ready.url + rostra.ready.path, headers: { ...rostra.ready.headers, ...client.headers } },
      };
      const samples = { rostra: emptySample(), express: emptySample() };
      for (const name of ['rostra', 'express'] as const) await load(agent, targets[name], options.connections, options.roundMs, emptySample()); // warm-up
      for (let round = 0; round < options.rounds; round++)
        for (const name of ['rostra', 'express'] as const) await load(agent, targets[name], options.connections, options.roundMs, samples[name]);
      results.push({ name: client.name, rostra: side(samples.rostra), express: side(samples.express) });
    }
    agent.destroy();
    return { jsonBytes: Buffer.byteLength(json), clients: results };
  } finally {
    await Promise.all(children.map(stop));
  }
}
