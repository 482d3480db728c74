/**
 * Branch and price on cells: whether a schedule costs at most an objective `aim`, answered on the
 * master LP (master-lp.ts) rather than HiGHS's compact MILP. Each node holds back the values its
 * branches forbid (in the LP, the rosters that take them; in pricing, an infinite price), prices
 * until the LP converges, and is pruned where its Lagrangian bound or its LP rises above the aim;
 * it branches on the most fractional cell value, that value first. The master LP's bound is far
 * tighter than the compact MILP's, so where the gap is a few units the tree is small: on Curtois 5
 * (LP 1140.58) the nodes below 1142 are proved empty in 3–91 nodes and 1143 is found in 40–250.
 * Its tie-breaks are seeded, and a search that has not ended after its node budget starts again
 * with twice the budget: depth-first search on this LP has heavy tails (one tie-break order took
 * 900 nodes to 1143 where others took under 200). Measurements:
 * docs/solver-benchmarks.md#branch-and-price-on-cells.
 */
import { OFF } from '../../model/types.ts';
import type { Compiled } from '../compile/compiled.ts';
import type { ColumnGeneration, ColumnSources } from '../column-generation/column-generation.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { coverTerm } from '../bounds/lagrangian-bound.ts';
import type { MasterDuals } from '../column-generation/master-lp.ts';
import type { Rng } from '../heuristics/rng.ts';
import { now } from '../orchestration/clock.ts';

// The first search's nodes; each restart doubles them.
const FIRST_NODES = 100;
// Pivots per LP solve before the master goes back to its crash basis (MasterLp.restart): a node's
// LP re-optimises in tens of pivots, a stalled dual simplex ran for seconds (Curtois 6 and 7).
const MAX_PIVOTS = 2000;
// Tie-breaks between equally fractional cells: a share of the score, seeded.
const JITTER = 0.02;
// LP values are exact to the simplex's tolerances and its right-hand sides' perturbation only.
const NOISE = 1e-2;
const FRACTIONAL = 1e-6;

/** What branching prices with: column generation (its `price`, every employee of `employees`) over its master. */
export type CellBranchSources = Pick<ColumnSources, 'c' | 'master' | 'employees'> & { columns: ColumnGeneration };

/** Why a search ended early: its node budget (it restarts), or the deadline or an interrupt (it gives up). */
class Stop {
  constructor(readonly restart: boolean) {}
}

export class CellBranch {
  /** Per employee, day and value (e*D+d)*(S+1)+v+1: how many branches on the path forbid it. */
  private readonly forbidden: Uint8Array;
  private nodes = 0;
  private nodeLimit = Infinity;

  constructor(
    private readonly s: CellBranchSources,
    private readonly rng: Rng,
  ) {
    const { E, D, S } = s.c;
    this.forbidden = new Uint8Array(E * D * (S + 1));
  }

  /**
   * A schedule costing at most `aim` (the first one found), 'none' where there is none (a proof,
   * as the roster DP is exact: lagrangianApplies), undefined where the deadline passed or
   * `interrupt` asked first. The master's holds are released either way.
   */
  below(aim: number, deadline: number, interrupt: () => boolean = () => false): Int16Array | 'none' | undefined {
    const { master } = this.s;
    try {
      for (let budget = FIRST_NODES; ; budget *= 2) {
        this.nodeLimit = this.nodes + budget;
        this.forbidden.fill(0);
        try {
          return this.node(aim, deadline, interrupt) ?? 'none';
        } catch (stop) {
          if (!(stop instanceof Stop)) throw stop;
          if (!stop.restart) return undefined;
        }
      }
    } finally {
      master.release();
      master.restart();
    }
  }

  /** The subtree of the current holds: a schedule at most `aim`, or undefined where it has none. */
  private node(aim: number, deadline: number, interrupt: () => boolean): Int16Array | undefined {
    if (++this.nodes > this.nodeLimit) throw new Stop(true);
    if (now() > deadline || interrupt()) throw new Stop(false);
    const { c, master } = this.s,
      { E, D, S } = c;
    this.hold();
    let lp: MasterDuals | undefined;
    for (;;) {
      lp = master.solve(deadline, MAX_PIVOTS);
      if (!lp) {
        master.restart();
        lp = master.solve(deadline);
      }
      if (!lp) throw new Stop(false);
      const { added, bound, complete } = this.price(lp);
      if (Math.ceil(bound - FRACTIONAL) > aim) return undefined;
      if (added === 0) {
        // The LP bounds the node only where pricing found every roster it wanted.
        if (!complete) throw new Stop(false);
        break;
      }
    }
    if (master.usesArtificial() || Math.ceil(lp.objective - NOISE) > aim) return undefined;
    const x = master.cellValues();
    let cell = -1,
      value = OFF,
      score = -1;
    for (let k = 0; k < E * D; k++)
      for (let i = 0; i <= S; i++) {
        const v = x[k * (S + 1) + i]!;
        if (v <= FRACTIONAL || v >= 1 - FRACTIONAL) continue;
        const s = 1 - Math.abs(0.5 - v) + JITTER * this.rng.next();
        if (s > score) {
          score = s;
          cell = k;
          value = i - 1;
        }
      }
    if (cell < 0) {
      // Whole cell values under converged pricing: the LP's schedule costs its LP value.
      const found = new Evaluator(c, integral(c, x));
      if (found.hard > 0 || found.soft > aim + FRACTIONAL) throw new Stop(false);
      return found.sched;
    }
    const at = cell * (S + 1),
      others: number[] = [];
    for (let v = OFF; v < S; v++) if (v !== value && !this.forbidden[at + v + 1]) others.push(v);
    return this.branch(at, others, aim, deadline, interrupt) ?? this.branch(at, [value], aim, deadline, interrupt);
  }

  /** The subtree with `values` of the cell at `at` forbidden too. */
  private branch(at: number, values: number[], aim: number, deadline: number, interrupt: () => boolean): Int16Array | undefined {
    for (const v of values) this.forbidden[at + v + 1]!++;
    try {
      return this.node(aim, deadline, interrupt);
    } finally {
      for (const v of values) this.forbidden[at + v + 1]!--;
    }
  }

  /** Holds at 0 exactly the rosters that take a value the path forbids. */
  private hold(): void {
    const { c, master } = this.s,
      { E, D, S } = c,
      { forbidden } = this;
    master.release();
    for (let e = 0; e < E; e++)
      master.holdWhere(e, (row) => {
        for (let d = 0; d < D; d++) if (forbidden[(e * D + d) * (S + 1) + row[d]! + 1]) return true;
        return false;
      });
  }

  /**
   * Prices every employee with the forbidden values priced out (ColumnGeneration.price). How many
   * rosters joined, the node's Lagrangian bound (Infinity where an employee has no roster left), and
   * whether every roster wanted joined.
   */
  private price(lp: MasterDuals): { added: number; bound: number; complete: boolean } {
    const { c, columns, employees } = this.s;
    const { added, lowest, complete } = columns.price(lp, employees, c.fixed, lp.cover, this.forbidden),
      term = coverTerm(c, lp.cover);
    return { added, bound: Number.isNaN(lowest) ? Infinity : term === undefined ? -Infinity : term + lowest, complete };
  }
}

/** The schedule of an LP whose cell values are whole. */
function integral(c: Compiled, x: Float64Array): Int16Array {
  const { E, D, S } = c,
    sched = new Int16Array(E * D).fill(OFF);
  for (let k = 0; k < E * D; k++) for (let i = 0; i <= S; i++) if (x[k * (S + 1) + i]! > 0.5) sched[k] = i - 1;
  return sched;
}
