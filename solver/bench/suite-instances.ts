/**
 * The generated suite (solver/bench/suite/): Curtois-format instances of the shapes where the solver
 * was seen to break on unseen members of the family (many shift types with a large staff, mid-length
 * horizons with a medium staff), two seeds each. Names read days x staff x shift types - seed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { InstanceShape } from '../src/curtois/generate.ts';

export interface SuiteInstance {
  name: string;
  shape: InstanceShape;
  seed: number;
}

const SHAPES: [number, number, number][] = [
  [28, 120, 18],
  [42, 45, 6],
  [84, 40, 5],
  [42, 32, 4],
  [56, 20, 3],
  [56, 32, 4],
  [84, 22, 3],
];

export const SUITE: SuiteInstance[] = SHAPES.flatMap(([days, staff, shiftTypes]) =>
  [1, 2].map((seed) => ({ name: `g${days}x${staff}x${shiftTypes}-${seed}`, shape: { days, staff, shiftTypes }, seed })),
);

export const suiteFile = (name: string): URL => new URL(`./suite/${name}.txt`, import.meta.url);
const bestFile = new URL('./suite/best.json', import.meta.url);

/** An instance's best known value (the lowest any run reached) and highest proven bound. */
export interface Best {
  best: number;
  bound: number | null;
}

/** best.json: each instance's best known value and bound. */
export function readBest(): Record<string, Best> {
  return existsSync(bestFile) ? (JSON.parse(readFileSync(bestFile, 'utf8')) as Record<string, Best>) : {};
}

export function writeBest(kept: Record<string, Best>): void {
  writeFileSync(bestFile, JSON.stringify(kept, null, 2) + '\n');
}
