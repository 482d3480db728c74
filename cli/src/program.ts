import { Command } from 'commander';
import { adminCommand } from './commands/admin.ts';
import { benchCommand } from './commands/bench.ts';
import { demoCommand } from './commands/demo.ts';
import { migrateCommand } from './commands/migrate.ts';
import { projectionsCommand } from './commands/projections.ts';
import { solveCommand } from './commands/solve.ts';
import { startCommand } from './commands/start.ts';

export function buildProgram(): Command {
  return new Command('rostra')
    .description('Rostra: staff shift scheduling. Every command reads its configuration from the environment (see README).')
    .showHelpAfterError()
    .addCommand(startCommand())
    .addCommand(projectionsCommand())
    .addCommand(benchCommand())
    .addCommand(adminCommand())
    .addCommand(solveCommand())
    .addCommand(demoCommand())
    .addCommand(migrateCommand());
}
