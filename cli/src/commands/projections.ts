import { Command } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig, projectionStatus, rebuildProjections, systemClock, type Projection } from '@rostra/platform';
import { allProjections } from '@rostra/projections';
import { openStores } from '../server/stores.ts';

function select(name: string): Projection[] {
  if (name === 'all') return [...allProjections];
  const found = allProjections.find((projection) => projection.name === name);
  if (!found) {
    const known = allProjections.map((projection) => projection.name).join(', ') || '(none)';
    throw new Error(`Unknown projection "${name}". Known: ${known}, or all.`);
  }
  return [found];
}

const rebuild = new Command('rebuild')
  .description('Rebuild a projection (or all) from the log into new tables, then swap them in; the old ones serve until then')
  .argument('<name>', 'projection name, or all')
  .action(async (name: string) => {
    const projections = select(name);
    const stores = await openStores(loadConfig());
    try {
      // One pass over the log for all of them: each page is read once and applied to each.
      const bar = new SingleBar(
        { format: `${name.padEnd(20)} {bar} {percentage}% | {value}/{total} events | {rate} ev/s | ETA {eta_left}` },
        Presets.shades_classic,
      );
      bar.start(1, 0, { rate: 0, eta_left: '…' });
      const summaries = await rebuildProjections(stores.events, stores.readStore, projections, {
        onProgress: (p) => {
          bar.setTotal(p.total);
          bar.update(p.events, {
            rate: Math.round(p.eventsPerSecond),
            eta_left: p.etaSeconds === null ? '…' : `${Math.ceil(p.etaSeconds)} s`,
          });
        },
      });
      bar.stop();
      for (const summary of summaries) {
        console.log(
          `${summary.projection}: ${summary.events} events in ${summary.seconds.toFixed(2)} s (${Math.round(summary.eventsPerSecond)} events/s)` +
            `${summary.resumed ? ', resumed an interrupted rebuild' : ''}; serving generation v${summary.generation.version}g${summary.generation.serial}`,
        );
      }
    } finally {
      await stores.close();
    }
  });

const status = new Command('status')
  .description("Each projection's serving generation, checkpoint and lag, and where a failed one stopped")
  .option('--json', 'print JSON')
  .action(async (options: { json?: boolean }) => {
    const stores = await openStores(loadConfig());
    try {
      const rows = await Promise.all(allProjections.map((p) => projectionStatus(stores.events, stores.readStore, p, systemClock.now())));
      if (options.json) console.log(JSON.stringify(rows, null, 2));
      else {
        console.table(
          rows.map(({ failure, ...r }) => ({
            ...r,
            lagEvents: `${r.lagEvents}${r.lagCapped ? '+' : ''}`,
            failed: failure ? `at ${failure.firstPosition}` : '',
          })),
        );
        for (const { name, failure } of rows) {
          if (failure)
            console.error(
              `${name} FAILED on ${failure.generation} at log positions ${failure.firstPosition}..${failure.lastPosition} after ${failure.attempts} tries (${failure.failedAt}): ${failure.error}`,
            );
        }
      }
    } finally {
      await stores.close();
    }
  });

export function projectionsCommand(): Command {
  return new Command('projections').description('Operate the read-model projections').addCommand(rebuild).addCommand(status);
}
