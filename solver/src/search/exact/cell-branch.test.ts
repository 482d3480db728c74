import { describe, expect, it } from 'vitest';
import { convergedMaster } from '../../testing/constructed-pool.ts';
import { validate } from '../../validate/validate.ts';
import { CellBranch } from './cell-branch.ts';
import { ColumnGeneration } from '../column-generation/column-generation.ts';
import { Rng } from '../heuristics/rng.ts';
import { onCountedClock } from '../../testing/counted-clock.ts';
import { now } from '../orchestration/clock.ts';

// Deadlines and HiGHS's time limits on a counted clock: the outcomes below do not depend on the machine's speed.
onCountedClock();

/** Branch and price on cells over Curtois & Qu instance n's converged master. */
function branching(n: number, seed = 1) {
  const bed = convergedMaster(n),
    employees = Array.from({ length: bed.c.E }, (_, e) => e);
  const columns = new ColumnGeneration({ ...bed, ev: bed.schedules[0]!, employees, bounded: true });
  const cells = new CellBranch({ ...bed, employees, columns }, new Rng(seed));
  return { ...bed, cells };
}

describe('branch and price on cells', () => {
  it('proves that no schedule of Curtois 5 costs 1142 or less where the LP bounds it at 1140.58, and finds its optimum 1143', () => {
    const { model, master, cells } = branching(5);
    expect(master.solve(Infinity)!.objective).toBeCloseTo(1140.58, 2);
    const far = now() + 60_000;
    expect(cells.below(1141, far)).toBe('none');
    expect(cells.below(1142, far)).toBe('none');
    const found = cells.below(1143, far);
    expect(found).toBeInstanceOf(Int16Array);
    const { valid, objective } = validate(model, found as Int16Array);
    expect(valid).toBe(true);
    expect(objective.total).toBe(1143);
  }, 60_000);

  it('finds the optimum on every tie-break seed tried', () => {
    for (const seed of [2, 3]) {
      const { model, cells } = branching(5, seed);
      const found = cells.below(1143, now() + 60_000);
      expect(validate(model, found as Int16Array).objective.total).toBe(1143);
    }
  }, 60_000);

  it("proves Curtois 6's optimum 1950, where the dual simplex stalls after some branches and the master starts again from its crash basis", () => {
    const { model, master, cells } = branching(6);
    expect(master.solve(Infinity)!.objective).toBeCloseTo(1949.0, 2);
    const far = now() + 60_000;
    expect(cells.below(1949, far)).toBe('none');
    expect(validate(model, cells.below(1950, far) as Int16Array).objective.total).toBe(1950);
  }, 60_000);

  it("releases the master's holds: its LP is the root's again", () => {
    const { master, cells } = branching(5);
    cells.below(1142, now() + 60_000);
    expect(master.solve(Infinity)!.objective).toBeCloseTo(1140.58, 2);
    expect(master.usesArtificial()).toBe(false);
  }, 60_000);

  it('gives up, claiming nothing, once its deadline has passed or when interrupted', () => {
    const { cells } = branching(5);
    expect(cells.below(1143, now() - 1)).toBeUndefined();
    expect(cells.below(1143, now() + 60_000, () => true)).toBeUndefined();
  }, 60_000);
});
