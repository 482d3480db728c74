import { readFileSync } from 'node:fs';
import { parseCurtois } from '../curtois/parse.ts';
import type { RosterModel } from '../model/types.ts';

/** Curtois & Qu benchmark instance `n` (solver/benchmarks/curtois-qu, kept in the repository) as a model. */
export function curtoisModel(n: number): RosterModel {
  return parseCurtois(readFileSync(new URL(`../../benchmarks/curtois-qu/Instance${n}.txt`, import.meta.url), 'utf8'));
}
