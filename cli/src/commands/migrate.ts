import { Command } from 'commander';
import { emailStreamNames, loadConfig, migratePersonalData, openEventStore, openKeyStore, personalDataKey } from '@rostra/platform';

/**
 * `rostra migrate personal-data --to <EVENT_STORE_URL>`: copies the configured log into a new, empty
 * one with personal fields sealed, address-claim streams under keyed names and fields sealed under an
 * address's hash sealed again under ids (docs/product/personal-data.md, "Logs written before sealing").
 * Run it with the services stopped; the configured log is only read, and the key store forgets the
 * address-hash subjects once the copy is checked.
 */
export function migrateCommand(print: (line: string) => void = console.log): Command {
  const personalData = new Command('personal-data')
    .description(
      'Copy the log into a new, empty one with every personal field sealed under ids and address streams keyed, checked event by event',
    )
    .requiredOption('--to <url>', 'the new log: sqlite:<new file> (positions kept), or an empty EventStoreDB')
    .action(async (options: { to: string }) => {
      const config = loadConfig();
      if (options.to === config.eventStoreUrl) throw new Error('--to must name a new log, not the configured one');
      const key = personalDataKey(config.PERSONAL_DATA_KEY, config.dataDir);
      const [source, target, keys] = await Promise.all([
        openEventStore(config.eventStoreUrl),
        openEventStore(options.to),
        openKeyStore(config.readStoreUrl, key),
      ]);
      try {
        const samePositions = config.eventStoreUrl.startsWith('sqlite:') && options.to.startsWith('sqlite:');
        const { events } = await migratePersonalData(source, target, keys, {
          samePositions,
          emailStreams: emailStreamNames(key),
          onProgress: (copied) => print(`${copied.toLocaleString('en-US')} events copied…`),
        });
        print(`${events.toLocaleString('en-US')} events copied with personal fields sealed, and checked: each reads as its source.`);
        print(
          samePositions
            ? 'Positions are kept: stop the services, move the old log aside, put the new file in its place (or point EVENT_STORE_URL at it), and start again.'
            : 'Positions differ in the new log: point EVENT_STORE_URL at it, then run `rostra projections rebuild all` before starting the services.',
        );
      } finally {
        await Promise.allSettled([source.close(), target.close(), keys.close()]);
      }
    });
  return new Command('migrate').description('One-off migrations of the stores').addCommand(personalData);
}
