/**
 * The generated suite's benchmark (`npm run bench:suite -- [flags]`): each instance of
 * solver/bench/suite/ solved at a budget, per seed, against the best known value and bound kept in
 * solver/bench/suite/best.json. Flags: --instances g42x45x6-1,… (default all) --seconds 60
 * --threads 2 --seeds 1,2 --record (keeps the lower objective and the higher bound in best.json).
 * Objectives are the validator's; the hidden roster the generator drew is a valid roster too, so
 * its objective is a best known value before any solve.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateCurtois } from '../src/curtois/generate.ts';
import { parseCurtois } from '../src/curtois/parse.ts';
import { solveModel } from '../src/search/orchestration/solve.ts';
import { validate } from '../src/validate/validate.ts';
import { readBest, SUITE, suiteFile, writeBest, type Best } from './suite-instances.ts';

const { values } = parseArgs({
  options: {
    instances: { type: 'string', default: SUITE.map((x) => x.name).join(',') },
    seconds: { type: 'string', default: '60' },
    threads: { type: 'string', default: '2' },
    seeds: { type: 'string', default: '1' },
    record: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const threads = Number(values.threads);
const seeds = (values.seeds ?? '1').split(',').map(Number);
const kept = readBest();
const fmt = (x: number | null | undefined, digits = 0): string => (x === null || x === undefined ? '—' : x.toFixed(digits));

console.log(
  `| instance | days × staff × shift types | seed | first valid (s) | objective (${seconds} s, ${threads} threads) | best known | objective / best | bound | best / bound | status |`,
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const name of (values.instances ?? '').split(',').filter((x) => x !== '')) {
  const entry = SUITE.find((x) => x.name === name);
  if (!entry) throw new Error(`unknown suite instance ${name}`);
  const model = parseCurtois(readFileSync(suiteFile(name), 'utf8'));
  const hidden = validate(model, generateCurtois(entry.shape, entry.seed).hidden);
  if (!hidden.valid) throw new Error(`${name}: the file differs from the generator's (rerun write-suite.ts)`);
  const record: Best = kept[name] ?? { best: hidden.objective.total, bound: null };
  record.best = Math.min(record.best, hidden.objective.total);
  for (const seed of seeds) {
    const r = await solveModel(model, { timeLimitSeconds: seconds, threads, seed, stall: false });
    if (r.objective !== null) record.best = Math.min(record.best, r.objective);
    if (r.bound !== null) record.bound = Math.max(record.bound ?? r.bound, r.bound);
    const s = entry.shape;
    console.log(
      `| ${name} | ${s.days} × ${s.staff} × ${s.shiftTypes} | ${seed} | ${fmt(r.firstValidSeconds, 2)} | ${fmt(r.objective)} | ${record.best} | ${r.objective === null ? '—' : (r.objective / Math.max(1, record.best)).toFixed(2)} | ${fmt(r.bound)} | ${record.bound === null ? '—' : (record.best / Math.max(1, record.bound)).toFixed(2)} | ${r.status} |`,
    );
  }
  kept[name] = record;
  if (values.record) writeBest(kept);
}
