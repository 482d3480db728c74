import { Command } from 'commander';
import { ConfigError, loadConfig } from '@rostra/platform';
import { generateAndAnnounce, prepareDemo, seedAndAnnounce, wantsDemo } from '../demo/start-demo.ts';
import { run } from '../server/run.ts';
import { parseServices, SERVICES } from '../server/services.ts';

export function startCommand(): Command {
  return new Command('start')
    .description('Start Rostra: by default every service in one process on one port (web + /api), with the embedded stores under DATA_DIR')
    .option('--services <list>', `all, or a comma-separated subset of ${SERVICES.join(', ')}`, 'all')
    .action(async (options: { services: string }) => {
      let config;
      try {
        config = loadConfig();
      } catch (error) {
        if (error instanceof ConfigError) {
          console.error(error.message);
          process.exit(2);
        }
        throw error;
      }
      const services = parseServices(options.services);
      const demo = services.has('command-api') && (await wantsDemo(config));
      if (demo) prepareDemo(config);
      const running = await run(services, config);
      if (running.url) console.log(`Rostra is running at ${running.url}`);
      if (demo && running.url) {
        const seed = await seedAndAnnounce(running.url, console.log);
        void generateAndAnnounce(running.url, seed, console.log).catch((error: unknown) =>
          console.error(`Demo schedule not generated: ${String(error)}`),
        );
      }
      const shutdown = () => void running.stop().then(() => process.exit(0));
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    });
}
