import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { loadConfig } from '@rostra/platform';
import { generateAndAnnounce, prepareDemo, seedAndAnnounce } from '../demo/start-demo.ts';
import { run } from '../server/run.ts';
import { SERVICES } from '../server/services.ts';

export function demoCommand(): Command {
  return new Command('demo')
    .description('Seed the demo organization into a fresh data directory (then: DATA_DIR=<dir> npm start)')
    .option('--data-dir <dir>', 'an empty or missing directory', './data-demo')
    .action(async (options: { dataDir: string }) => {
      const dataDir = resolve(options.dataDir);
      if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
        console.error(`${dataDir} is not empty: the demo seeds a fresh data directory.`);
        process.exit(2);
      }
      const config = loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', EVENT_STORE_URL: '', MONGODB_URL: '' });
      prepareDemo(config);
      const running = await run(new Set(SERVICES), config);
      try {
        const seed = await seedAndAnnounce(running.url!, console.log);
        await generateAndAnnounce(running.url!, seed, console.log);
        console.log(`Start it with: DATA_DIR=${options.dataDir} npm start`);
      } finally {
        await running.stop();
      }
    });
}
