import { allProjections } from '@rostra/projections';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from './program.ts';

function everyCommand(command: Command): Command[] {
  return [command, ...command.commands.flatMap(everyCommand)];
}

describe('the rostra command', () => {
  it('describes every command in its --help', () => {
    for (const command of everyCommand(buildProgram())) {
      expect(command.description(), command.name()).not.toBe('');
      expect(command.helpInformation()).toMatch(new RegExp(`^Usage: (\\S+ )*${command.name()}\\b`));
    }
  });

  it('names the known projections when asked to rebuild an unknown one', async () => {
    const program = buildProgram().exitOverride();
    const known = allProjections.map((projection) => projection.name).join(', ');
    await expect(program.parseAsync(['node', 'rostra', 'projections', 'rebuild', 'nope'])).rejects.toThrow(
      `Unknown projection "nope". Known: ${known}, or all.`,
    );
  });
});
