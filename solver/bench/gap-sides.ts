/**
 * Which side of a product month's gap is larger: the Lagrangian bound alone or the search alone,
 * in-thread for SECONDS, each better value printed with its time
 * (`npx tsx solver/bench/gap-sides.ts bound|search|ceiling|groups|units|milp|recombine|primal|hoods|dive SECONDS [seed] [employees]
 * [budget]`; 500 employees by default; NOCOLLAB=1 drops the month's together/apart groups). `bound`
 * prints the passes spent with each better bound; PASSES=N stops it after N. The
 * search ends with its schedule's cost by term (validate/objective.ts). `ceiling`: the bound's own
 * ceiling by column generation (masterSide below, the relaxation with together units whole; with
 * `budget` > 1 dw-ceiling.ts, groups dropped, keeping count targets in the rosters).
 * `groups` re-solves groups of employees after a search (groupsAfterSearch below), `units` the
 * together units after a search (unitsAfterSearch), `recombine` the master's rosters and the
 * search's schedule (recombineAfterBound), `milp` HiGHS on the whole compact MILP after a search
 * (milpAfterSearch), `primal` a schedule from the bound's multipliers and the search from it
 * (primalAfterBound), `hoods` HiGHS neighbourhoods of given shapes after a search (hoodsAfterSearch),
 * `dive` column generation with exact count targets and a dive after a search (diveAfterSearch).
 * Employees `aN`: N employees with the
 * 500-employee month's cover scaled down by 500/N, so the cap of 50 needed per shift binds as it
 * does at 500 (the supply well above the need), on a month small enough to solve.
 */
import { solverInputSchema } from '@rostra/contracts/solver-input';
import { toRosterModel } from '../src/product/to-model.ts';
import { compile } from '../src/search/compiled.ts';
import { search } from '../src/search/search.ts';
import { subgradientBound } from '../src/search/subgradient-bound.ts';
import { groupResolve } from './group-resolve.ts';
import { Evaluator } from '../src/search/evaluator.ts';
import { buildMilp } from '../src/search/milp.ts';
import { freeCells } from '../src/search/neighbourhoods.ts';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { highsRuntime, runHighs } from '../src/search/highs.ts';
import { reroster, soloEmployees } from '../src/search/reroster.ts';
import { lagrangianPrimal, primalOrder, type Multipliers } from '../src/search/lagrangian-primal.ts';
import { unitRelaxation } from '../src/search/unit-relaxation.ts';
import { RosterDp } from '../src/search/roster-dp.ts';
import { better } from '../src/search/local-search.ts';
import { togetherUnits, unitSweeps } from '../src/search/unit-resolve.ts';
import { Rng } from '../src/search/rng.ts';
import { objectiveOf } from '../src/validate/objective.ts';
import { dwCeiling } from './dw-ceiling.ts';
import { MasterAscent } from '../src/search/roster-master.ts';
import { recombineUnits, UnitPool } from './unit-recombine.ts';
import { ExactMaster } from './exact-dive.ts';
import { blockExchange, exchangeAgents } from '../src/search/block-exchange.ts';
import { generateMonth } from './generate-month.ts';

const [side = 'bound', seconds = '60', seed = '1', size = '500', budget = '1'] = process.argv.slice(2);

function month(): ReturnType<typeof generateMonth> {
  if (!size.startsWith('a')) return generateMonth(Number(size), Number(seed));
  const n = Number(size.slice(1)),
    scaled = generateMonth(n, Number(seed));
  scaled.shift_types = generateMonth(500, Number(seed)).shift_types.map((s) => ({
    ...s,
    requirements: s.requirements!.map((r) => ({ ...r, employees_needed: Math.max(1, Math.round((r.employees_needed * n) / 500)) })),
  }));
  return scaled;
}
const generated = month();
if (process.env.NOCOLLAB) generated.collaborations = [];
const { model } = toRosterModel(solverInputSchema.parse(generated));
const c = compile(model);
const started = Date.now(),
  deadline = started + 1000 * Number(seconds);
const at = (): string => ((Date.now() - started) / 1000).toFixed(1);
if (side === 'ceiling' && Number(budget) > 1) {
  const relaxed = compile({ ...model, togetherGroups: [], apartGroups: [] });
  const bound = dwCeiling(relaxed, deadline, Number(budget), (r) => {
    if (r.round % 10 === 0 || r.added === 0)
      console.log(`${at()} s round ${r.round} master ${r.master.toFixed(2)} bound ${r.bound.toFixed(2)} rosters added ${r.added}`);
  });
  console.log(`end ${at()} s ceiling bound ${bound.toFixed(2)}`);
} else if (side === 'ceiling') {
  await masterSide();
} else if (side === 'bound') {
  const passes = Number(process.env.PASSES ?? Infinity);
  const bound = subgradientBound(c, deadline, (value, pass) => console.log(`${at()} s pass ${pass} bound ${value.toFixed(1)}`), passes);
  console.log(`end ${at()} s bound ${bound?.toFixed(1) ?? 'none'}`);
} else if (side === 'groups') {
  await groupsAfterSearch();
} else if (side === 'units') {
  await unitsAfterSearch();
} else if (side === 'milp') {
  await milpAfterSearch();
} else if (side === 'hoods') {
  await hoodsAfterSearch();
} else if (side === 'recombine') {
  await recombineAfterBound();
} else if (side === 'primal') {
  await primalAfterBound();
} else if (side === 'dive') {
  await diveAfterSearch();
} else {
  await printedSearch();
}

/** The search to the deadline (from `start` where given), each better schedule printed every two seconds at most (it improves thousands of times), then its cost by term. */
async function printedSearch(start?: { start: Int16Array; warm: boolean }): Promise<void> {
  let printed = 0;
  const best = await search(c, {
    seed: Number(seed),
    deadline,
    ...start,
    onImprove: (b) => {
      if (b.hard > 0 || Date.now() - printed < 2000) return;
      printed = Date.now();
      console.log(`${at()} s incumbent ${b.soft}`);
    },
  });
  console.log(`end ${at()} s incumbent ${best.soft} (hard ${best.hard})`);
  console.log(JSON.stringify(objectiveOf(model, best.sched)));
}

/**
 * The Lagrangian bound's relaxation (together units whole) with its restricted Dantzig–Wolfe master
 * in HiGHS (roster-master.ts): rosters join the pool from FROM ms on (env, default 0), WARMUP passes
 * of the ascent (env, default 50) seed it, then the master is solved every EVERY ms (env, default
 * 0: after every pass) and the next pass prices at its duals (column generation: the master's
 * value from above, the Lagrangian bound from below, to the ceiling). SPAN (default none): each
 * solve gets SPAN times what the warmup's passes took (roster-master.ts). The solve's bound thread
 * collects from an eighth of the ascent's time with WARMUP=30 and no SPAN (run-task.ts; FROM=3000
 * with 30 seconds here; docs/solver-benchmarks.md, "The Dantzig–Wolfe master in the solve").
 */
async function masterSide(): Promise<void> {
  let passes = 0,
    lowest = Infinity;
  const master = new MasterAscent(await highsRuntime(), {
    every: Number(process.env.EVERY ?? 0),
    warmup: Number(process.env.WARMUP ?? 50),
    collectFrom: started + Number(process.env.FROM ?? 0),
    ...(process.env.SPAN ? { span: Number(process.env.SPAN) } : {}),
    until: deadline,
    onSolve: (value, columns) => {
      if (value > lowest - 0.05) return;
      lowest = value;
      console.log(`${at()} s pass ${passes} master ${value.toFixed(2)} (${columns} rosters)`);
    },
  });
  const bound = subgradientBound(c, deadline, (value) => console.log(`${at()} s pass ${passes} bound ${value.toFixed(2)}`), Infinity, {
    begin: (units) => master.begin(units),
    pass: (sched, value, pi, mu) => {
      passes++;
      return master.pass(sched, value, pi, mu);
    },
  });
  master.dispose();
  console.log(`end ${at()} s ${passes} passes, bound ${bound?.toFixed(1) ?? 'none'}, master ${lowest.toFixed(1)}`);
}

/**
 * The search for SEARCH seconds (env, default 25), then group re-solves (group-resolve.ts) of GROUP
 * solo employees (default 30; PICK=costly: the costliest half and random others) until the end,
 * each with CG milliseconds of column generation (default 2000) and MIP seconds of recombination
 * (default 2); ROUNDS=1 prints each round's LP value and Lagrangian bound.
 */
async function groupsAfterSearch(): Promise<void> {
  const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
  const searchEnd = started + 1000 * env('SEARCH', 25),
    size = env('GROUP', 30);
  const found = await search(c, { seed: Number(seed), deadline: searchEnd });
  console.log(`${at()} s search ${found.soft}`);
  const highs = await highsRuntime(),
    ev = new Evaluator(c, found.sched),
    rng = new Rng(Number(seed)),
    solo = soloEmployees(ev).filter((e) => c.apartOf[e]!.length === 0);
  const onRound = process.env.ROUNDS
    ? (lp: number, bound: number, added: number) =>
        console.log(`${at()} s   LP ${lp.toFixed(1)}, bound ${bound.toFixed(1)}, ${added} rosters added`)
    : undefined;
  for (let calls = 1; Date.now() < deadline - 500; calls++) {
    const group =
      process.env.PICK === 'costly'
        ? [
            ...solo.sort((a, b) => ev.empSoft[b]! - ev.empSoft[a]!).slice(0, size / 2),
            ...rng.shuffle(solo.slice(size / 2)).slice(0, size / 2),
          ]
        : rng.shuffle(solo.slice()).slice(0, size);
    const t0 = Date.now(),
      cgUntil = Date.now() + env('CG', 2000),
      saved = groupResolve(highs, ev, group, { cgUntil, mipSeconds: env('MIP', 2), deadline, ...(onRound ? { onRound } : {}) });
    console.log(`${at()} s call ${calls} saved ${saved} in ${((Date.now() - t0) / 1000).toFixed(2)} s: ${ev.soft} (hard ${ev.hard})`);
  }
}

/** The search for SEARCH seconds (env, default 30), then sweeps of together-unit re-solves (unit-resolve.ts) until they end or the deadline. */
async function unitsAfterSearch(): Promise<void> {
  const found = await search(c, { seed: Number(seed), deadline: started + 1000 * Number(process.env.SEARCH ?? 30) });
  const ev = new Evaluator(c, found.sched);
  const unitRows = (): number => togetherUnits(c).reduce((sum, u) => sum + u.reduce((n, e) => n + ev.empSoft[e]!, 0), 0);
  console.log(`${at()} s search ${found.soft}, together units' rows ${unitRows()}`);
  unitSweeps(await highsRuntime(), ev, new Rng(Number(seed)), { deadline, mipSeconds: 10, seed: Number(seed) }, (e) =>
    console.log(`${at()} s units ${e.soft}`),
  );
  console.log(`end ${at()} s incumbent ${ev.soft} (hard ${ev.hard}), together units' rows ${unitRows()}`);
  console.log(JSON.stringify(objectiveOf(model, ev.sched)));
}

/**
 * The bound thread's recombination (unit-recombine.ts), each part for SECONDS in turn: the bound
 * with its master as the solve runs it (FROM 10 %, WARMUP 20, SPAN 3.5), the search, then cycles
 * of column generation and the recombination MILP (unit-recombine.ts) over the master's rosters
 * and the searches' schedules (SEARCHES, env, default 1: that many seeds share the search's time);
 * the recombination for AFTER (env) seconds instead, CYCLE (env) seconds per MILP; SPAN=0 lets the master's first solve take what it needs (a50).
 */
async function recombineAfterBound(): Promise<void> {
  const span = 1000 * Number(seconds),
    highs = await highsRuntime();
  const boundEnd = started + span;
  const master = new MasterAscent(highs, {
    every: 0,
    collectFrom: started + 0.1 * span,
    warmup: 20,
    ...(process.env.SPAN === '0' ? {} : { span: 3.5 }),
    until: boundEnd,
  });
  const bound = subgradientBound(c, boundEnd, undefined, Infinity, master);
  const pool = new UnitPool(c);
  for (const { members, row } of master.pool()) pool.addRoster(members, row);
  master.dispose();
  console.log(`${at()} s bound ${bound?.toFixed(1) ?? 'none'}, pool ${pool.size} rosters`);
  // SEARCHES (env, default 1) searches with seeds seed, seed+1, … share the time: their rows all join the pool.
  const searches = Number(process.env.SEARCHES ?? 1),
    shared: Int16Array[] = [];
  for (let k = 0; k < searches; k++) {
    const found = await search(c, { seed: Number(seed) + k, deadline: boundEnd + ((k + 1) * span) / searches });
    console.log(`${at()} s search ${found.soft} (hard ${found.hard})`);
    shared.push(found.sched);
  }
  const best = await recombineUnits(highs, pool, {
    deadline: boundEnd + span + 1000 * Number(process.env.AFTER ?? seconds),
    seed: Number(seed),
    onImprove: (b) => console.log(`${at()} s recombined ${b.soft} (pool ${pool.size})`),
    pull: () => Promise.resolve(shared.splice(0)),
    ...(process.env.CYCLE ? { cycleSeconds: Number(process.env.CYCLE) } : {}),
    ...(master.duals && !process.env.NOCENTER ? { center: master.duals } : {}),
  });
  console.log(`end ${at()} s incumbent ${best?.soft ?? 'none'} (hard ${best?.hard ?? '-'})`);
  if (best) console.log(JSON.stringify(objectiveOf(model, best.sched)));
}

/**
 * The search for SEARCH seconds (env, default 30), then HiGHS on the whole compact MILP (milp.ts,
 * every cell free) warm-started from its schedule for SECONDS: how far the search's schedule lies
 * from the optimum where HiGHS can approach it (the a50 month). Each better schedule is printed by
 * term, the MILP's bound as it rises.
 */
async function milpAfterSearch(): Promise<void> {
  const start = await search(c, { seed: Number(seed), deadline: Date.now() + 1000 * Number(process.env.SEARCH ?? 30) });
  console.log(`${at()} s search ${start.soft} (hard ${start.hard})`, JSON.stringify(objectiveOf(model, start.sched)));
  const milp = buildMilp(c, start.sched, new Uint8Array(c.E * c.D).fill(1));
  let shown = -Infinity;
  const out = runHighs(
    await highsRuntime(),
    milp.data,
    {
      timeLimit: Number(seconds),
      onBound: (b) => {
        if (b < shown + 1) return;
        shown = b;
        console.log(`${at()} s MILP bound ${b.toFixed(1)}`);
      },
      onSolution: (values) => console.log(`${at()} s MILP schedule`, JSON.stringify(objectiveOf(model, milp.decode(values)))),
    },
    milp.start,
  );
  console.log(`end ${at()} s ${out.status}: objective ${out.objective}, bound ${out.bound}`);
}

/**
 * The Lagrangian bound for ASCENT seconds (env, default half of SECONDS), then schedules from its
 * multipliers (lagrangian-primal.ts; ROUNDS and NOISE, env, override its defaults): at the best
 * bound and at the best bounds by AT (env, shares of the ascent's time, default "0.5,0.75"), each
 * with ORDERS (env, default 3) shuffled orders, each
 * followed by PASSES_BR (env, default 2) passes of every solo employee's best response; the best
 * then starts a warm search (COLD=1: a cold one) to the end.
 */
async function primalAfterBound(): Promise<void> {
  const ascentEnd = started + 1000 * Number(process.env.ASCENT ?? Number(seconds) / 2);
  const shares = (process.env.AT ?? '0.5,0.75').split(',').map(Number);
  const snaps: (Multipliers & { at: number; value: number })[] = [];
  const bound = subgradientBound(c, ascentEnd, (value, _passes, pi, mu) => {
    snaps.push({ at: Date.now(), value, pi: pi.slice(), mu: mu.map((x) => x.slice()) });
  });
  console.log(`${at()} s bound ${bound?.toFixed(1) ?? 'none'} (${snaps.length} better bounds)`);
  const span = ascentEnd - started;
  const picked = [...shares.map((f) => snaps.filter((x) => x.at <= started + f * span).at(-1)), snaps.at(-1)].filter(
    (x, k, all): x is (typeof snaps)[number] => x !== undefined && all.indexOf(x) === k,
  );
  const units = unitRelaxation(c),
    dp = new RosterDp(units.c),
    soloDp = new RosterDp(c),
    rng = new Rng(Number(seed)),
    prices = new Float64Array(c.D * (c.S + 1));
  let best: Evaluator | undefined;
  for (const snap of picked) {
    for (let k = 0; k < Number(process.env.ORDERS ?? 3); k++) {
      const sched = lagrangianPrimal(c, units, dp, snap, {
        order: primalOrder(c, units, (xs) => rng.shuffle(xs)),
        random: () => rng.next(),
        ...(process.env.ROUNDS ? { rounds: Number(process.env.ROUNDS) } : {}),
        ...(process.env.NOISE ? { noise: Number(process.env.NOISE) } : {}),
      });
      const ev = new Evaluator(c, sched);
      const built = `${ev.soft} (hard ${ev.hard}) ${process.env.DETAIL ? JSON.stringify(objectiveOf(model, ev.sched)) : ''}`;
      for (let pass = 0; pass < Number(process.env.PASSES_BR ?? 2); pass++)
        for (const e of rng.shuffle(soloEmployees(ev))) reroster(ev, soloDp, e, prices);
      console.log(`${at()} s primal at bound ${snap.value.toFixed(1)}: ${built}, after best responses ${ev.soft} (hard ${ev.hard})`);
      if (!best || better(ev, best)) best = ev;
    }
  }
  await printedSearch(best ? { start: best.sched, warm: !process.env.COLD } : undefined);
}

/**
 * HiGHS neighbourhoods of given shapes after a search: the search's schedule (SEARCH seconds, env,
 * default 30; kept in /tmp/hoods-EMPLOYEES-SEED.json and reused) improved by one shape at a time
 * for SECONDS, each sub-MILP warm-started with T seconds (env, default 2). SHAPES (env, comma
 * separated): `winW` W days over everyone (`winWuN`: over N random units), `halfW` W days over a random half of the units,
 * `rosK` + `c|s|r` K whole unit rosters (the costliest half plus random ones, units working one
 * shared shift type, random), with `wN` over N days only. Prints per shape what it saved per second.
 */
async function hoodsAfterSearch(): Promise<void> {
  const file = process.env.START ?? `/tmp/hoods-${size}-${seed}.json`;
  let sched: Int16Array;
  if (existsSync(file)) sched = Int16Array.from(JSON.parse(readFileSync(file, 'utf8')) as number[]);
  else {
    sched = (await search(c, { seed: Number(seed), deadline: Date.now() + 1000 * Number(process.env.SEARCH ?? 30) })).sched;
    writeFileSync(file, JSON.stringify(Array.from(sched)));
  }
  const highs = await highsRuntime(),
    T = Number(process.env.T ?? 2),
    { D, S } = c;
  for (const shape of (process.env.SHAPES ?? 'win3').split(',')) {
    let ev = new Evaluator(c, sched.slice());
    const rng = new Rng(Number(seed)),
      first = ev.soft,
      t0 = Date.now(),
      end = t0 + 1000 * Number(seconds);
    let calls = 0,
      hits = 0,
      optimal = 0,
      cellsSum = 0;
    while (Date.now() < end - 100) {
      const free = new Uint8Array(c.E * D),
        units = c.units.map((_, u) => u);
      let cells = 0;
      const win = /^(win|half)(\d+)(?:u(\d+))?$/.exec(shape),
        ros = /^ros(\d+)([csr])(?:w(\d+))?$/.exec(shape);
      if (win) {
        const W = Number(win[2]),
          from = rng.int(D - W + 1),
          chosen = win[3]
            ? rng.shuffle(units).slice(0, Number(win[3]))
            : win[1] === 'win'
              ? units
              : rng.shuffle(units).slice(0, Math.ceil(units.length / 2));
        for (const u of chosen) cells += freeCells(c, free, u, from, from + W);
      } else if (ros) {
        const K = Number(ros[1]),
          W = ros[3] ? Number(ros[3]) : D,
          from = rng.int(D - W + 1),
          unitCost = (u: number): number => c.units[u]!.reduce((a, e) => a + ev.empSoft[e]!, 0);
        let chosen: number[];
        if (ros[2] === 'c') {
          const byCost = units.sort((a, b) => unitCost(b) - unitCost(a));
          chosen = [...byCost.slice(0, K / 2), ...rng.shuffle(byCost.slice(K / 2)).slice(0, K - K / 2)];
        } else if (ros[2] === 's') {
          const s = rng.int(S);
          const works = (u: number): boolean => {
            const e = c.units[u]![0]!;
            for (let d = 0; d < D; d++) if (ev.sched[e * D + d] === s) return true;
            return false;
          };
          chosen = rng.shuffle(units.filter(works)).slice(0, K);
        } else chosen = rng.shuffle(units).slice(0, K);
        for (const u of chosen) cells += freeCells(c, free, u, from, from + W);
      } else throw new Error(`unknown shape ${shape}`);
      const milp = buildMilp(c, ev.sched, free),
        limit = Math.min(T, (end - Date.now()) / 1000);
      const out = runHighs(highs, milp.data, { timeLimit: limit, seed: Number(seed) }, milp.start);
      calls++;
      cellsSum += cells;
      if (out.status === 'optimal') optimal++;
      if (!out.values) continue;
      const next = new Evaluator(c, milp.decode(out.values));
      if (next.hard === 0 && next.soft < ev.soft - 1e-9) {
        hits++;
        ev = next;
      }
    }
    const secs = (Date.now() - t0) / 1000;
    console.log(
      `${shape} T=${T}: ${first} -> ${ev.soft} (hard ${ev.hard}) saved ${first - ev.soft} in ${secs.toFixed(1)} s = ${((first - ev.soft) / secs).toFixed(1)}/s; calls ${calls}, improving ${hits}, optimal ${optimal}, mean binaries ~${Math.round((cellsSum / Math.max(1, calls)) * S)}`,
    );
  }
}

/**
 * The search for SEARCH seconds (env, default 30; START=file: a schedule as a JSON array of cells
 * instead), then exact-dive.ts: column generation on the exact-cost master over together units
 * (BUDGET, default the fifth argument: CountDp's state budget) for CG seconds (env, default
 * 0.4 × SECONDS), the dive (ROUNDS rounds of pricing after each hold, default 3, until DIVE
 * seconds, default 0.7 × SECONDS; the largest SHARE of the units left held where none is near 1,
 * default 0.1; after DIVE or once the LP rose by RISE, default 0.01, the pool's MILP places the rest in FINISH seconds, default 5; MILP=s:
 * first the pool's MILP from the start for s seconds, printed), block-exchange sweeps, then a
 * search warm-started from the result until SECONDS are spent after the search. Each LP value is
 * printed with its time. NOSMOOTH=1 prices at the LP's duals alone; EXCHANGES=0 skips the sweeps.
 */
async function diveAfterSearch(): Promise<void> {
  const env = (name: string, fallback: number): number => Number(process.env[name] ?? fallback);
  const start = process.env.START
    ? Int16Array.from(JSON.parse(readFileSync(process.env.START, 'utf8')) as number[])
    : (await search(c, { seed: Number(seed), deadline: started + 1000 * env('SEARCH', 30) })).sched;
  const from = new Evaluator(c, start);
  console.log(`${at()} s start ${from.soft} (hard ${from.hard})`);
  const t0 = Date.now(),
    end = t0 + 1000 * Number(seconds),
    cgEnd = t0 + 1000 * env('CG', Number(seconds) * 0.4);
  const pool = new UnitPool(c);
  pool.addSchedule(start);
  const highs = await highsRuntime();
  const master = new ExactMaster(highs, pool, {
    budget: Number(process.env.BUDGET ?? (budget === '1' ? 200 : budget)),
    smooth: !process.env.NOSMOOTH,
  });
  let rounds = 0;
  master.generate(cgEnd, Infinity, undefined, (point, added) => {
    if (++rounds % 5 === 1 || added === 0)
      console.log(`${at()} s round ${rounds} LP ${point.value.toFixed(1)}, ${added} added, pool ${pool.size}`);
  });
  if (process.env.MILP) {
    const found = pool.solve(highs, start, { timeLimit: env('MILP', 10), deadline: end, seed: Number(seed) });
    console.log(`${at()} s the pool's MILP ${found ? new Evaluator(c, found).soft : 'none'}`);
  }
  const dived = master.dive({
    rounds: env('ROUNDS', 3),
    share: env('SHARE', 0.1),
    rise: env('RISE', 0.01),
    priceUntil: t0 + 1000 * env('DIVE', Number(seconds) * 0.7),
    deadline: t0 + 1000 * env('DIVE', Number(seconds) * 0.7) + 1000 * env('FINISH', 5),
    onStep: (held, value) => console.log(`${at()} s held ${held} LP ${value.toFixed(1)}`),
  });
  if (!dived) {
    console.log(`end ${at()} s the dive found nothing`);
    return;
  }
  const ev = new Evaluator(c, dived);
  console.log(`${at()} s dive ${ev.soft} (hard ${ev.hard})`, JSON.stringify(objectiveOf(model, ev.sched)));
  const agents = exchangeAgents(c);
  for (let saved = env('EXCHANGES', 1); saved > 0 && Date.now() < end;) {
    saved = 0;
    for (let len = 1; len <= 3; len++) for (let d = 0; d + len <= c.D; d++) saved += blockExchange(ev, agents, d, len, end);
    console.log(`${at()} s exchanges ${ev.soft} (hard ${ev.hard})`);
  }
  let printed = 0;
  const polished = await search(c, {
    seed: Number(seed),
    deadline: end,
    start: ev.sched,
    warm: true,
    onImprove: (b) => {
      if (b.hard > 0 || Date.now() - printed < 2000) return;
      printed = Date.now();
      console.log(`${at()} s polish ${b.soft}`);
    },
  });
  console.log(`end ${at()} s incumbent ${polished.soft} (hard ${polished.hard})`, JSON.stringify(objectiveOf(model, polished.sched)));
}
