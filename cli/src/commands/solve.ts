/**
 * `rostra solve`: solve a Curtois & Qu instance (--curtois FILE) or a product month
 * (--input FILE.json, the contracts' solver input) and print one JSON line with the validator's
 * verdict: objective, hard-rule check, bound, gap, time to the first valid schedule, total time,
 * and the problems behind a failure (an invalid model, a solver thread that failed).
 * `--out FILE` also writes the roster (Curtois: `ID,shift|-,…` per employee; product: the JSON).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Command, InvalidArgumentError } from 'commander';
import { formatRoster, parseCurtois, solveModel, solveProduct } from '@rostra/solver';

const number = (value: string): number => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new InvalidArgumentError('expected a non-negative number');
  return n;
};

interface SolveFlags {
  curtois?: string;
  input?: string;
  seconds: number;
  seed: number;
  out?: string;
}

async function run(flags: SolveFlags): Promise<void> {
  const options = { timeLimitSeconds: flags.seconds, seed: flags.seed };
  if (flags.curtois) {
    const model = parseCurtois(readFileSync(flags.curtois, 'utf8'));
    const r = await solveModel(model, options);
    if (flags.out && r.schedule) writeFileSync(flags.out, formatRoster(model, r.schedule));
    console.log(
      JSON.stringify({
        file: flags.curtois,
        status: r.status,
        objective: r.objective,
        valid: r.validation?.valid ?? false,
        violations: r.validation?.violations.length ?? null,
        bound: r.bound,
        gap: r.gap,
        first_valid_seconds: r.firstValidSeconds,
        seconds: r.seconds,
        problems: r.problems,
      }),
    );
  } else {
    const r = await solveProduct(JSON.parse(readFileSync(flags.input!, 'utf8')), options);
    if (flags.out)
      writeFileSync(
        flags.out,
        JSON.stringify({ status: r.status, schedule: r.schedule, assignments: r.assignments, coverage: r.coverage }, null, 2),
      );
    const s = r.statistics;
    console.log(
      JSON.stringify({
        file: flags.input,
        status: r.status,
        objective: s.objective,
        valid: s.breakdown !== null,
        bound: s.bound,
        gap: s.gap,
        first_valid_seconds: s.first_valid_seconds,
        seconds: s.seconds,
        breakdown: s.breakdown,
        problems: r.problems,
      }),
    );
  }
}

export function solveCommand(): Command {
  return new Command('solve')
    .description('solve a Curtois & Qu instance or a product month and print the validated result as one JSON line')
    .option('--curtois <file>', 'instance in the Curtois & Qu format')
    .option('--input <file>', 'product month as solver-input JSON')
    .option('--seconds <n>', 'time budget in seconds', number, 45)
    .option('--seed <n>', 'random seed', number, 1)
    .option('--out <file>', 'also write the roster to this file')
    .action(async (flags: SolveFlags, cmd: Command) => {
      if (!flags.curtois === !flags.input) cmd.error('give exactly one of --curtois FILE or --input FILE.json');
      await run(flags);
    });
}
