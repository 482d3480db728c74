/**
 * Computes once the 300 s monolithic HiGHS references of the generated product months (they do not
 * change with the solver's code) and keeps them in monolithic-references.json next to this file:
 * `npx tsx solver/bench/monolithic-references.ts [--sizes 25,50,100,200,500] [--seconds 300] [--seed 1]`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { toRosterModel } from '../src/product/to-model.ts';
import { generateMonth } from '../src/testing/generate-month.ts';
import { monolithic } from './monolithic.ts';

export const REFERENCES_FILE = new URL('./monolithic-references.json', import.meta.url);

export interface MonolithicReference {
  employees: number;
  seed: number;
  seconds: number;
  objective: number | null;
}

export function readReferences(): MonolithicReference[] {
  try {
    return JSON.parse(readFileSync(REFERENCES_FILE, 'utf8')) as MonolithicReference[];
  } catch {
    return [];
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '25,50,100,200,500' },
      seconds: { type: 'string', default: '300' },
      seed: { type: 'string', default: '1' },
    },
  });
  const seconds = Number(values.seconds),
    seed = Number(values.seed);
  for (const employees of values.sizes.split(',').map(Number)) {
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(employees, seed)));
    const objective = await monolithic(model, seconds);
    const kept = readReferences().filter((r) => !(r.employees === employees && r.seed === seed && r.seconds === seconds));
    writeFileSync(
      REFERENCES_FILE,
      JSON.stringify(
        [...kept, { employees, seed, seconds, objective }].sort((a, b) => a.employees - b.employees),
        null,
        2,
      ) + '\n',
    );
    console.log(JSON.stringify({ employees, seed, seconds, objective }));
  }
}
