/**
 * The bound over the year alone, in-thread for SECONDS on one Curtois instance, each better value
 * printed with its time (`npx tsx solver/bench/horizon-bound.ts INSTANCE SECONDS [start,…]`;
 * starts as horizon-bound.ts names them, both by default; `columns`: column generation with HiGHS
 * for COLUMNS_SHARE of the time, then the ascent from its best multipliers).
 */
import { compile } from '../src/search/compiled.ts';
import { horizonBound, Relaxation, type Start } from '../src/search/horizon-bound.ts';
import { horizonColumns } from '../src/search/horizon-columns.ts';
import { highsRuntime } from '../src/search/highs.ts';
import { curtoisModel } from '../src/testing/curtois.ts';

const [instance = '23', seconds = '60', starts = 'shortfall,surplus', share = '0.5'] = process.argv.slice(2);
const c = compile(curtoisModel(Number(instance)));
const started = Date.now(),
  deadline = started + 1000 * Number(seconds);
const at = (): string => ((Date.now() - started) / 1000).toFixed(1);
let printed = 0;
const print = (what: string) => (value: number) => {
  // Every second at most: the ascent improves hundreds of times.
  if (Date.now() - printed < Number(process.env.PRINT_MS ?? 1000)) return;
  printed = Date.now();
  console.log(`${at()} s ${what} ${value.toFixed(0)} round ${evaluations}`);
};
const pool: Int16Array[] = [];
let evaluations = 0;
class Recording extends Relaxation {
  override value(m: Parameters<Relaxation['value']>[0], d: number): number | undefined {
    const v = super.value(m, d);
    evaluations++;
    if (v !== undefined && v < Infinity && process.env.CG_SEED) pool.push(this.sched.slice());
    return v;
  }
}
const relaxation = new Recording(c);
if (process.env.CG_SEED) horizonBound(c, started + 1000 * Number(process.env.CG_SEED), print('seed'), Infinity, ['surplus'], relaxation);
console.log(`${pool.length} seed rounds`);
const list: Start[] = [];
for (const start of starts.split(',')) {
  if (start !== 'columns') {
    list.push(start as Start);
    continue;
  }
  const highs = await highsRuntime();
  const columns = horizonColumns(highs, relaxation, started + Number(share) * (deadline - started), print('columns'), Infinity, pool.slice(-Number(process.env.CG_KEEP ?? 40)));
  console.log(`${at()} s columns ${columns?.bound.toFixed(0)} after ${columns?.rounds} rounds (converged: ${columns?.converged})`);
  if (columns) list.push(columns.multipliers);
}
const bound = horizonBound(c, deadline, print('bound'), Infinity, list, relaxation);
console.log(`end ${at()} s bound ${bound?.toFixed(0) ?? 'none'}`);
