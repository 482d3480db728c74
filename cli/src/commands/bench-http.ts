import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { MIN_POSITION_HEADER, POSITION_HEADER } from '@rostra/platform';
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
  /** Writes for the first-read-after-a-write measure. */
  writes: number;
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
  /** The calendar GET right after a write that changes it (it waits for the projections, then renders anew). */
  afterWrite: { p50: number; p99: number };
}

const side = (sample: Sample): Side => ({
  perSecond: sample.requests / sample.seconds,
  p50: percentile(sample.latencies, 0.5),
  p99: percentile(sample.latencies, 0.99),
  bytes: sample.bytes / sample.requests,
  statuses: [...sample.statuses].map(([status, count]) => `${count}×${status}`).join(' '),
});

/**
 * One request at a time: renames a member, then reads the calendar as the writer's client does
 * (with the write's position), timing the read.
 */
async function readsAfterWrites(base: string, ready: ServerReady, writes: number): Promise<{ p50: number; p99: number }> {
  const latencies: number[] = [];
  for (let write = 0; write < writes; write++) {
    const renamed = await fetch(base + ready.renamePath, {
      method: 'PUT',
      headers: { ...ready.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Employee', last_name: `001 (${write})` }),
    });
    if (!renamed.ok) throw new Error(`rename: ${renamed.status} ${await renamed.text()}`);
    const started = performance.now();
    const read = await fetch(base + ready.path, {
      headers: { ...ready.headers, [MIN_POSITION_HEADER.toLowerCase()]: renamed.headers.get(POSITION_HEADER)! },
    });
    if (!(await read.text()).includes(`"001 (${write})"`)) throw new Error('the read after the write did not show it');
    latencies.push(performance.now() - started);
  }
  return { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

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
    const urls = { rostra: base + rostra.ready.path, express: express.ready.url + rostra.ready.path };
    const etagOf = async (url: string) => (await fetch(url, { headers: rostra.ready.headers })).headers.get('etag') ?? '';
    const etags = { rostra: await etagOf(urls.rostra), express: await etagOf(urls.express) };

    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const clients: { name: string; headers: (server: 'rostra' | 'express') => Record<string, string> }[] = [
      { name: 'no Accept-Encoding (identical bytes on the wire)', headers: () => ({}) },
      { name: 'a browser (Accept-Encoding: gzip, deflate, br)', headers: () => browser },
      {
        name: 'a browser revalidating (If-None-Match: the ETag each server gave)',
        headers: (server) => ({ ...browser, 'if-none-match': etags[server] }),
      },
    ];
    const agent = keepAliveAgent(options.connections);
    const results: HttpBench['clients'] = [];
    for (const client of clients) {
      const target = (server: 'rostra' | 'express'): Target => ({
        url: urls[server],
        headers: { ...rostra.ready.headers, ...client.headers(server) },
      });
      const samples = { rostra: emptySample(), express: emptySample() };
      for (const server of ['rostra', 'express'] as const)
        await load(agent, target(server), options.connections, options.roundMs, emptySample()); // warm-up
      for (let round = 0; round < options.rounds; round++)
        for (const server of ['rostra', 'express'] as const)
          await load(agent, target(server), options.connections, options.roundMs, samples[server]);
      results.push({ name: client.name, rostra: side(samples.rostra), express: side(samples.express) });
    }
    const afterWrite = await readsAfterWrites(base, rostra.ready, options.writes);
    agent.destroy();
    return { jsonBytes: Buffer.byteLength(json), clients: results, afterWrite };
  } finally {
    await Promise.all(children.map(stop));
  }
}
