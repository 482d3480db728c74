import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { benchAppends, benchReadAll } from '@rostra/platform/bench/event-store-bench';
import { benchCatchUp } from '@rostra/platform/bench/projection-bench';
import { allProjections } from '@rostra/projections';
import { benchHttp } from './bench-http.ts';
import { benchPersonalData } from './bench-personal-data.ts';
import { benchProjectionRebuild } from './bench-projections.ts';

function machine(): string {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  return `${cpus().length} × ${cpu}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
}

const round = (value: number) => Math.round(value).toLocaleString('en-US');

const store = new Command('store')
  .description('Event store and projection throughput on the embedded SQLite stores, as ratios against raw SQLite')
  .option('--events <n>', 'events in the projection catch-up log', '1000000')
  .action(async (options: { events: string }) => {
    const dir = mkdtempSync(join(tmpdir(), 'rostra-bench-'));
    try {
      console.log(`machine: ${machine()}`);
      const appends = await benchAppends(dir);
      console.log(
        `single-event appends: adapter ${round(appends.adapterPerSec)}/s, raw better-sqlite3 ${round(appends.rawPerSec)}/s, ratio ${appends.ratio.toFixed(2)} (target ≥ 0.5)`,
      );
      const catchUp = await benchCatchUp(dir, Number(options.events), (line) => console.log(line));
      console.log(
        `projection catch-up over ${round(catchUp.events)} events: ${round(catchUp.projectionPerSec)} events/s, raw scan ${round(catchUp.rawScanPerSec)} events/s, ratio ${catchUp.ratio.toFixed(2)} (target ≥ 0.3)`,
      );
      const readAll = await benchReadAll(dir);
      console.log(`read-all through the adapter: ${round(readAll.eventsPerSec)} events/s over ${round(readAll.events)} events`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

const projections = new Command('projections')
  .description(
    'Full rebuild of every projection over a generated history (events of every type, several organizations): events/s and peak memory',
  )
  .option('--events <n>', 'events in the generated log', '1000000')
  .option('--one-at-a-time', 'rebuild the projections one after the other, each reading the whole log')
  .action(async (options: { events: string; oneAtATime?: boolean }) => {
    console.log(`machine: ${machine()}`);
    const bench = await benchProjectionRebuild(Number(options.events), options.oneAtATime === true, (line) => console.log(line));
    const count = allProjections.length;
    console.log(`log: ${round(bench.events)} events written in ${bench.appendSeconds.toFixed(0)} s`);
    console.log(
      `full rebuild of ${count} projections ${options.oneAtATime ? 'one at a time' : 'in one pass'}: ${bench.totalSeconds.toFixed(1)} s, ${round(bench.logEventsPerSecond)} log events/s ` +
        `(${round((bench.events * count) / bench.totalSeconds)} events/s summed over projections); ` +
        `peak memory: ${bench.peakRssMiB.toFixed(0)} MiB resident, ${bench.peakHeapMiB.toFixed(0)} MiB heap`,
    );
  });

const personalData = new Command('personal-data')
  .description('The cost of sealing personal fields: appends, read-all and a full rebuild of a generated history, with and without')
  .option('--events <n>', 'events in the generated log', '100000')
  .action(async (options: { events: string }) => {
    console.log(`machine: ${machine()}`);
    const { events, plain, encrypted } = await benchPersonalData(Number(options.events), (line) => console.log(line));
    const rate = (seconds: number) => `${round(events / seconds)} events/s`;
    for (const [measure, key] of [
      ['appends', 'appendSeconds'],
      ['read-all', 'readAllSeconds'],
      ['full rebuild', 'rebuildSeconds'],
    ] as const) {
      console.log(
        `${measure} over ${round(events)} events: plain ${plain[key].toFixed(1)} s (${rate(plain[key])}), encrypted ${encrypted[key].toFixed(1)} s (${rate(encrypted[key])}), ` +
          `ratio ${(encrypted[key] / plain[key]).toFixed(2)}×${key === 'rebuildSeconds' ? ' (target ≤ 1.5×)' : ''}`,
      );
    }
  });

const http = new Command('http')
  .description('The org calendar GET of a 200-employee month against an Express hello-world answering the same JSON, on loopback')
  .option('--connections <n>', 'keep-alive connections, each with one request in flight', '10')
  .option('--rounds <n>', 'measured rounds per side (alternating)', '5')
  .option('--round-ms <ms>', 'length of a round', '1000')
  .option('--writes <n>', 'writes for the first-read-after-a-write measure', '20')
  .action(async (options: { connections: string; rounds: string; roundMs: string; writes: string }) => {
    console.log(`machine: ${machine()}`);
    const connections = Number(options.connections);
    const bench = await benchHttp(
      { connections, rounds: Number(options.rounds), roundMs: Number(options.roundMs), writes: Number(options.writes) },
      (line) => console.log(line),
    );
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`calendar JSON: ${(bench.jsonBytes / 1024).toFixed(0)} KiB; ${connections} connections`);
    for (const { name, rostra, express } of bench.clients) {
      console.log(
        `${name}: Rostra ${round(rostra.perSecond)} req/s (p50 ${ms(rostra.p50)}, p99 ${ms(rostra.p99)}, ${(rostra.bytes / 1024).toFixed(1)} KiB, ${rostra.statuses}), ` +
          `Express hello-world ${round(express.perSecond)} req/s (p50 ${ms(express.p50)}, p99 ${ms(express.p99)}, ${(express.bytes / 1024).toFixed(1)} KiB, ${express.statuses}), ` +
          `ratio ${(rostra.perSecond / express.perSecond).toFixed(2)} (target ≥ 0.5)`,
      );
    }
    console.log(
      `first calendar read after a write that changes it (waits for the projections, renders anew): p50 ${ms(bench.afterWrite.p50)}, p99 ${ms(bench.afterWrite.p99)}`,
    );
  });

export function benchCommand(): Command {
  return new Command('bench')
    .description('Benchmarks: print measured ratios from one run on this machine')
    .addCommand(store)
    .addCommand(projections)
    .addCommand(personalData)
    .addCommand(http);
}
