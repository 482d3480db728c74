import { Agent, request } from 'node:http';

// A closed-loop HTTP load generator for loopback benchmarks: a fixed number of keep-alive
// connections, each sending its next request as soon as the previous answer has been read.

export interface Target {
  url: string;
  headers: Record<string, string>;
}

export interface Sample {
  requests: number;
  seconds: number;
  /** Latencies in milliseconds, in the order they were measured. */
  latencies: number[];
  bytes: number;
  statuses: Map<number, number>;
}

export const emptySample = (): Sample => ({ requests: 0, seconds: 0, latencies: [], bytes: 0, statuses: new Map() });

function once(agent: Agent, target: Target, into: Sample): Promise<void> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(target.url, { agent, headers: target.headers }, (response) => {
      response.on('data', (chunk: Buffer) => (into.bytes += chunk.length));
      response.on('end', () => {
        into.latencies.push(performance.now() - started);
        into.statuses.set(response.statusCode ?? 0, (into.statuses.get(response.statusCode ?? 0) ?? 0) + 1);
        into.requests++;
        resolve();
      });
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** Keeps `connections` requests in flight for `ms` milliseconds (or until `maxRequests`), adding to `into`. */
export async function load(
  agent: Agent,
  target: Target,
  connections: number,
  ms: number,
  into: Sample,
  maxRequests = Infinity,
): Promise<void> {
  const started = performance.now();
  const deadline = started + ms;
  let sent = 0;
  const loop = async () => {
    while (performance.now() < deadline && sent < maxRequests) {
      sent++;
      await once(agent, target, into);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  into.seconds += (performance.now() - started) / 1000;
}

export function keepAliveAgent(connections: number): Agent {
  return new Agent({ keepAlive: true, maxSockets: connections });
}

export function percentile(latencies: readonly number[], fraction: number): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
}
