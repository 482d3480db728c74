/**
 * The bound over the year alone, in-thread for SECONDS on one Curtois instance, each better value
 * printed (once a second at most) with its time and how many Lagrangian evaluations it took
 * (`npx tsx solver/bench/horizon-bound.ts INSTANCE SECONDS [start,…]`; starts as horizon-bound.ts
 * names them; by default the solver's own).
 */
import { compile } from '../src/search/compiled.ts';
import { horizonBound, Relaxation, type Multipliers, type Start } from '../src/search/horizon-bound.ts';
import { curtoisModel } from '../src/testing/curtois.ts';

const [instance = '23', seconds = '60', starts] = process.argv.slice(2);
const c = compile(curtoisModel(Number(instance)));
let rounds = 0;
/** Counts the rounds: one evaluation each. */
class Counted extends Relaxation {
  override value(m: Multipliers, deadline: number): number | undefined {
    rounds++;
    return super.value(m, deadline);
  }
}
const started = Date.now();
const at = (): string => ((Date.now() - started) / 1000).toFixed(1);
let printed = 0;
const bound = horizonBound(
  c,
  started + 1000 * Number(seconds),
  (value) => {
    if (Date.now() - printed < 1000) return;
    printed = Date.now();
    console.log(`${at()} s bound ${value.toFixed(0)} (round ${rounds})`);
  },
  Infinity,
  starts === undefined ? undefined : (starts.split(',') as Start[]),
  new Counted(c),
);
console.log(`end ${at()} s bound ${bound?.toFixed(0) ?? 'none'} after ${rounds} rounds`);
