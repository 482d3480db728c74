import { Command } from 'commander';
import { benchCommand } from './commands/bench.ts';
import { projectionsCommand } from './commands/projections.ts';
import { startCommand } from './commands/start.ts';

const program = new Command('rostra')
  .description('Rostra: staff shift scheduling. Every command reads its configuration from the environment (see README).')
  .showHelpAfterError()
  .addCommand(startCommand())
  .addCommand(projectionsCommand())
  .addCommand(benchCommand());

await program.parseAsync(process.argv);
