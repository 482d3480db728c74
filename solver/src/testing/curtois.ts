import { readFileSync } from 'node:fs';
import { parseCurtois } from '../curtois/parse.ts';
import type { RosterModel } from '../model/types.ts';

/** Curtois & Qu benchmark instance `n` (shared/benchmarks/curtois-qu) as a model. */
export function curtoisModel(n: number): RosterModel {
  return parseCurtois(readFileSync(new URL(`../../../../shared/benchmarks/curtois-qu/Instance${n}.txt`, import.meta.url), 'utf8'));
}
