import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore, openSqliteReadStore, rebuildProjection, rebuildProjections } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { history } from '@rostra/projections/testing/history';

export interface ProjectionFigure {
  projection: string;
  seconds: number;
  eventsPerSecond: number;
}

export interface RebuildBench {
  events: number;
  appendSeconds: number;
  /** Each projection's own pass, when they were rebuilt one at a time; empty for one shared pass. */
  projections: ProjectionFigure[];
  totalSeconds: number;
  /** Log events per second of the whole rebuild (every projection reads the whole log). */
  logEventsPerSecond: number;
  peakRssMiB: number;
  peakHeapMiB: number;
}

/** Samples the process's memory while `work` runs: the peak resident set and heap. */
async function peakMemory<T>(work: () => Promise<T>): Promise<{ result: T; rss: number; heap: number }> {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    rss = Math.max(rss, usage.rss);
    heap = Math.max(heap, usage.heapUsed);
  };
  const timer = setInterval(sample, 50);
  try {
    const result = await work();
    sample();
    return { result, rss, heap };
  } finally {
    clearInterval(timer);
  }
}

/**
 * A full rebuild of every projection into a fresh SQLite read store, over a generated history of
 * several organizations (events of every type) cut at `count` events: in one pass over the log
 * (as `rostra projections rebuild all` does), or one projection at a time. The log is written on
 * tmpfs when there is one (appends fsync one by one; only the rebuild is measured), the read
 * store on disk.
 */
export async function benchProjectionRebuild(
  count: number,
  oneAtATime: boolean,
  log: (line: string) => void = () => {},
): Promise<RebuildBench> {
  const logDir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'rostra-bench-log-'));
  const readDir = mkdtempSync(join(tmpdir(), 'rostra-bench-read-'));
  try {
    const events = openSqliteEventStore(join(logDir, 'events.db'));
    log(`generating ${count.toLocaleString('en-US')} events…`);
    const appendStarted = performance.now();
    let written = 0;
    for (const append of history({ organizations: 20, members: 60, months: 1000, seed: 11 })) {
      if (written >= count) break;
      await events.append(append.stream, append.events, { expectedRevision: 'any' });
      written += append.events.length;
    }
    const appendSeconds = (performance.now() - appendStarted) / 1000;
    const store = openSqliteReadStore(join(readDir, 'read.db'));
    const started = performance.now();
    const {
      result: projections,
      rss,
      heap,
    } = await peakMemory(async () => {
      const figures: ProjectionFigure[] = [];
      if (!oneAtATime) await rebuildProjections(events, store, allProjections, { batchSize: 1000 });
      for (const projection of oneAtATime ? allProjections : []) {
        const summary = await rebuildProjection(events, store, projection, { batchSize: 1000 });
        figures.push({ projection: projection.name, seconds: summary.seconds, eventsPerSecond: summary.eventsPerSecond });
        log(
          `${projection.name.padEnd(20)} ${summary.seconds.toFixed(1).padStart(6)} s  ${Math.round(summary.eventsPerSecond).toLocaleString('en-US').padStart(9)} events/s`,
        );
      }
      return figures;
    });
    const totalSeconds = (performance.now() - started) / 1000;
    await store.close();
    await events.close();
    return {
      events: written,
      appendSeconds,
      projections,
      totalSeconds,
      logEventsPerSecond: written / totalSeconds,
      peakRssMiB: rss / 2 ** 20,
      peakHeapMiB: heap / 2 ** 20,
    };
  } finally {
    rmSync(logDir, { recursive: true, force: true });
    rmSync(readDir, { recursive: true, force: true });
  }
}
