/**
 * The bound over the year alone, in-thread for SECONDS on one Curtois instance, each better value
 * printed with its time (`npx tsx solver/bench/horizon-bound.ts INSTANCE SECONDS [start,…]`;
 * starts as horizon-bound.ts names them, all by default).
 */
import { compile } from '../src/search/compiled.ts';
import { horizonBound, type Start } from '../src/search/horizon-bound.ts';
import { curtoisModel } from '../src/testing/curtois.ts';

const [instance = '23', seconds = '60', starts] = process.argv.slice(2);
const c = compile(curtoisModel(Number(instance)));
const started = Date.now();
const at = (): string => ((Date.now() - started) / 1000).toFixed(1);
let printed = 0;
const bound = horizonBound(
  c,
  started + 1000 * Number(seconds),
  (value) => {
    // Every second at most: the ascent improves hundreds of times.
    if (Date.now() - printed < 1000) return;
    printed = Date.now();
    console.log(`${at()} s bound ${value.toFixed(0)}`);
  },
  Infinity,
  starts === undefined ? undefined : (starts.split(',') as Start[]),
);
console.log(`end ${at()} s bound ${bound?.toFixed(0) ?? 'none'}`);
