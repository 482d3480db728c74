import { describe, expect, it } from 'vitest';
import { solverInputSchema } from '@rostra/contracts/solver/input';
import { firstDays } from '../../../bench/first-days.ts';
import { generateMonth, generateWardsMonth } from '../../testing/generate-month.ts';
import { ascentWithMaster } from '../../testing/ascent-master.ts';
import { curtoisModel } from '../../testing/curtois.ts';
import { toRosterModel } from '../../product/to-model.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { Evaluator } from '../heuristics/evaluator.ts';
import { roundUp } from '../bounds/bound.ts';
import { groupBound } from '../bounds/group-bound.ts';
import { highsRuntime } from '../compile/highs.ts';
import { Inbox } from './inbox.ts';
import { lagrangianStart, type Multipliers } from '../heuristics/lagrangian-primal.ts';
import type { WorkerMessage } from './protocol.ts';
import { runTask } from './run-task.ts';
import { PRIMAL_SEED } from './search-thread.ts';
import { initialSchedule, search } from '../heuristics/search.ts';
import { subgradientBound } from '../bounds/subgradient-bound.ts';
import { validate } from '../../validate/validate.ts';
import { onRoundLimitedRuns } from '../../testing/round-limited-run.ts';

// On a counted clock (round-limited-run.ts): the bounds end at their counted shares, each thread's
// search after a count of rounds (or of schedules found), so no outcome depends on the machine's speed.
const runs = onRoundLimitedRuns();
/** A deadline for searches ended by their round limit: never reached. */
const UNTIMED = 1e12;
/** The counted budget of the run whose time share a test measures: several rounds of a 25-employee month. */
const SHARE_RUN_MS = 1500;
/** The counted budget of the run whose ascent with its master reaches the relaxation's ceiling. */
const CEILING_RUN_MS = 100_000;

/** The Lagrangian ascent's best multipliers after 60 passes, as the bound thread hands them over. */
function ascentMultipliers(c: Compiled): Multipliers {
  let m: Multipliers | undefined;
  subgradientBound(c, Infinity, (_value, _passes, pi, mu) => (m = { pi: pi.slice(), mu: mu.map((x) => x.slice()) }), 60);
  if (!m) throw new Error('the ascent gave no bound');
  return m;
}

describe("the bound thread's second search", () => {
  it('begins from the best schedule the other thread shared: it reports none worse', async () => {
    const run = runs.next();
    // 50 employees with together and apart groups: no column generation, the monolithic MILP too
    // large to run; after its bounds the bound thread solves the LP's neighbourhood of the best
    // shared schedule and searches from the best between neighbourhoods.
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(50, 1)));
    const c = compile(model);
    const first = await search(c, { seed: 1, deadline: UNTIMED, maxRounds: 0 });
    const shared = await search(c, { seed: 1, deadline: UNTIMED, maxRounds: 1 });
    expect(shared.hard).toBe(0);
    expect(shared.soft).toBeLessThan(first.soft);
    const inbox = run.inbox(3);
    // As solve.ts shares them: each better than the one before.
    inbox.push(first.sched);
    inbox.push(shared.sched);
    const reported: number[] = [];
    const post = (m: WorkerMessage): void => {
      if (m.type === 'incumbent' && m.hard === 0) reported.push(m.soft);
    };
    await runTask({ model, role: 'bound', secondSearch: true, seed: 1, deadline: run.now() + 3000 }, post, inbox);
    // The bounds left the search its rounds: a search from its own first schedule would report worse.
    expect(inbox.ended).toBe(true);
    expect(Math.max(...reported)).toBeLessThanOrEqual(shared.soft);
  });
});

describe('the bound thread between a month and the year, where the roster DP is not exact and the LP is large', () => {
  it("bounds the first 84 days of Curtois 21 by the relaxed roster's Lagrangian, then searches: valid schedules above its bound", async () => {
    // A quarter of a millisecond a read, for the bound's counted share; the search ends at its fifth
    // schedule: its rounds on 84 days run for minutes.
    const run = runs.next(0.25);
    const model = firstDays(curtoisModel(21), 84);
    const bounds: number[] = [],
      found: number[] = [];
    let boundsBeforeSearch = 0;
    await runTask({ model, role: 'bound', secondSearch: true, seed: 1, deadline: run.now() + 16_000 }, (m) => {
      if (m.type === 'bound') bounds.push(m.value);
      if (m.type !== 'incumbent' || m.hard !== 0) return;
      if (found.length === 0) boundsBeforeSearch = bounds.length;
      found.push(m.soft);
      if (found.length === 5) run.end();
    });
    // PDLP's duals alone bounded it at 0 within the minute. After the Lagrangian they took the rest
    // of the time, and price and branch gave one schedule, 13 s after the deadline.
    const bound = Math.max(...bounds);
    expect(bound).toBeGreaterThan(0);
    // A search, not one schedule: each better than the one before, none below the bound.
    expect(found.length).toBeGreaterThanOrEqual(5);
    found.slice(1).forEach((soft, i) => expect(soft).toBeLessThan(found[i]!));
    expect(boundsBeforeSearch).toBe(bounds.length);
    expect(Math.min(...found)).toBeGreaterThanOrEqual(bound);
  });
});

describe('the bound thread on a month whose employees fall into groups (wards)', () => {
  it("bounds by the Lagrangian over the whole month, above the groups' LPs and below a schedule", async () => {
    const run = runs.next();
    // 100 employees in ten wards: above the Lagrangian bound's 10,000 binaries.
    const { model } = toRosterModel(solverInputSchema.parse(generateWardsMonth(100, 1)));
    const c = compile(model);
    const byLps = groupBound(await highsRuntime(), c, run.now() + 60_000)!;
    const schedule = await search(c, { seed: 1, deadline: UNTIMED, maxRounds: 1 });
    expect(schedule.hard).toBe(0);
    const bounds: number[] = [];
    // The ascent's 0.9 of the run: its passes read the clock once an employee.
    await runTask({ model, role: 'bound', secondSearch: false, seed: 1, deadline: run.now() + 100_000 }, (m) => {
      if (m.type === 'bound') bounds.push(m.value);
    });
    // The roster DP keeps every rule of an employee, where the LP relaxes them.
    expect(Math.max(...bounds)).toBeGreaterThan(byLps + 1);
    expect(Math.max(...bounds)).toBeLessThanOrEqual(schedule.soft);
    // Rounded up, none below the one before.
    bounds.slice(1).forEach((b, i) => expect(b).toBeGreaterThanOrEqual(bounds[i]!));
  });
});

describe("the bound thread's second search after the Lagrangian bound", () => {
  it('begins from the best schedule shared with it where a primal from its last multipliers is worse: it reports none worse, every rule kept', async () => {
    const run = runs.next();
    // 100 employees with together and apart groups: above the Lagrangian bound's 10,000 binaries.
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(100, 1)));
    const c = compile(model);
    const shared = await search(c, { seed: 1, deadline: UNTIMED, maxRounds: 1 });
    const inbox = run.inbox(3);
    inbox.push(shared.sched);
    const seen: WorkerMessage[] = [];
    await runTask({ model, role: 'bound', secondSearch: true, seed: 1, deadline: run.now() + 8000 }, (m) => seen.push(m), inbox);
    expect(inbox.ended).toBe(true);
    const bounds = seen.filter((m) => m.type === 'bound');
    expect(bounds.length).toBeGreaterThan(0);
    // The ascent's best multipliers so far go to the search threads once, during the ascent.
    const handedOver = seen.findIndex((m) => m.type === 'multipliers');
    expect(handedOver).toBeGreaterThan(0);
    expect(seen.filter((m) => m.type === 'multipliers').length).toBe(1);
    expect(seen.slice(0, handedOver).some((m) => m.type === 'incumbent')).toBe(false);
    const after = seen.slice(seen.lastIndexOf(bounds.at(-1)!)).flatMap((m) => (m.type === 'incumbent' && m.hard === 0 ? [m] : []));
    // Its primal lies above the shared schedule here: from it, the first reports would too.
    expect(after.length).toBeGreaterThan(0);
    for (const m of after) expect(m.soft).toBeLessThan(shared.soft);
    expect(validate(model, after.at(-1)!.sched).violations).toEqual([]);
  });

  it('begins from a primal built from its last multipliers where that beats the shared schedule', async () => {
    const run = runs.next();
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(100, 1)));
    const c = compile(model);
    // The empty schedule keeps every rule here (cover is soft) and costs far more than a primal.
    const empty = new Evaluator(c, initialSchedule(c));
    expect(empty.hard).toBe(0);
    const inbox = run.inbox(3);
    inbox.push(empty.sched);
    const seen: WorkerMessage[] = [];
    await runTask({ model, role: 'bound', secondSearch: true, seed: 1, deadline: run.now() + 8000 }, (m) => seen.push(m), inbox);
    expect(inbox.ended).toBe(true);
    const handed = seen.find((m) => m.type === 'multipliers');
    if (handed?.type !== 'multipliers') throw new Error('no multipliers handed over');
    // For scale: a primal from the multipliers handed over during the ascent.
    const reference = new Evaluator(c, lagrangianStart(c, handed, 2));
    expect(empty.soft).toBeGreaterThan(10 * reference.soft);
    const bounds = seen.filter((m) => m.type === 'bound');
    const after = seen.slice(seen.lastIndexOf(bounds.at(-1)!)).flatMap((m) => (m.type === 'incumbent' && m.hard === 0 ? [m] : []));
    expect(after.length).toBeGreaterThan(0);
    // A search from the empty schedule would report far above any primal first.
    expect(after[0]!.soft).toBeLessThan(2 * reference.soft);
    expect(validate(model, after[0]!.sched).violations).toEqual([]);
  });
});

describe("the bound thread's Lagrangian with its Dantzig–Wolfe master", () => {
  it("reaches the relaxation's ceiling, where the ascent alone stays below it, then searches", async () => {
    const run = runs.next();
    // 100 employees with together and apart groups: above the Lagrangian bound's 10,000 binaries.
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(100, 1)));
    const c = compile(model);
    // The ceiling: the ascent with its master, untimed, until the two meet (3,189.1).
    const { bound: ceiling } = await ascentWithMaster(c, 2000, 30);
    // The ascent alone, for as long as the thread's ascent (0.4 of its run), ends below it.
    const alone = subgradientBound(c, run.now() + 0.4 * CEILING_RUN_MS)!;
    expect(roundUp(c, alone)).toBeLessThan(roundUp(c, ceiling));
    const seen: WorkerMessage[] = [];
    const inbox = run.inbox(3);
    await runTask({ model, role: 'bound', secondSearch: true, seed: 1, deadline: run.now() + CEILING_RUN_MS }, (m) => seen.push(m), inbox);
    expect(inbox.ended).toBe(true);
    const bounds = seen.flatMap((m) => (m.type === 'bound' ? [m.value] : []));
    expect(Math.max(...bounds)).toBe(roundUp(c, ceiling));
    const found = seen.flatMap((m) => (m.type === 'incumbent' && m.hard === 0 ? [m.soft] : []));
    expect(found.length).toBeGreaterThan(0);
    expect(Math.min(...found)).toBeGreaterThanOrEqual(roundUp(c, ceiling));
  });

  it('leaves the ascent alone where its share is too short for the first solve: the 500-employee month bounded within seconds', async () => {
    // A quarter of a millisecond a read: the ascent's passes read the clock once an employee, and its
    // share must stay below the master's 25 ms a unit (at 40,000 the master runs, and its bounds
    // part from the ascent alone's at 7,408).
    const run = runs.next(0.25),
      budget = 29_000;
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(500, 1)));
    const bounds: number[] = [];
    // 0.4 of the run for the ascent: less than the master's first solve needs for the month's 480
    // units (MASTER_MS_PER_UNIT, ascent-bounds.ts), as in one thread, where the bound has a quarter of the time.
    await runTask({ model, role: 'bound', secondSearch: false, seed: 1, deadline: run.now() + budget }, (m) => {
      if (m.type === 'bound') bounds.push(m.value);
    });
    // The ascent alone, pass for pass: a master would have moved it from its duals on. On the wall
    // clock the ascent alone passed 10,000 in about 2 s, where waiting for the master's first solve,
    // which did not end within the share, left the bound at its first passes' 7,408.
    const alone: number[] = [];
    const c = compile(model);
    // For twice the thread's share, so at least as many passes.
    subgradientBound(c, run.now() + 2 * 0.4 * budget, (value) => alone.push(roundUp(c, value)));
    expect(bounds).toEqual(alone.slice(0, bounds.length));
    expect(Math.max(...bounds)).toBeGreaterThan(9000);
  });
});

describe("the search thread given the Lagrangian bound's multipliers", () => {
  it('builds its own primal from them (its own noise and order) and searches on from it', async () => {
    const run = runs.next();
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(25, 1)));
    const c = compile(model);
    const m = ascentMultipliers(c);
    // What a search from the thread's primal reports before its rounds (block exchanges from it).
    const fromPrimal: number[] = [];
    const start = lagrangianStart(c, m, 1 + PRIMAL_SEED);
    await search(c, { seed: 1, start, warm: true, deadline: UNTIMED, maxRounds: 0, onImprove: (b) => fromPrimal.push(b.soft) });
    expect(fromPrimal.length).toBeGreaterThan(0);
    const inbox = run.inbox(3);
    inbox.pushMultipliers(m);
    const reported: number[] = [];
    await runTask(
      { model, role: 'search', secondSearch: false, seed: 1, deadline: run.now() + 5000 },
      (msg) => {
        if (msg.type === 'incumbent' && msg.hard === 0) reported.push(msg.soft);
      },
      inbox,
    );
    expect(inbox.ended).toBe(true);
    // After its first search the thread reports what the search from the primal reports.
    const at = reported.indexOf(fromPrimal[0]!);
    expect(at).toBeGreaterThan(0);
    expect(reported.slice(at, at + fromPrimal.length)).toEqual(fromPrimal);
    expect(inbox.hasMultipliers()).toBe(false);
  });
});

describe("the search thread's search from its primal", () => {
  it("takes the schedules other threads share only once the bound's share of the time has passed", async () => {
    const run = runs.next();
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(25, 1)));
    const c = compile(model);
    const m = ascentMultipliers(c);
    const other = await search(c, { seed: 2, deadline: UNTIMED, maxRounds: 1 });
    // When each drain handed schedules over. Another thread's schedule comes at the second drain:
    // the first search's first round drains, then ends for the multipliers; the second drain is
    // the search from the primal's first round. The run ends at its counted deadline: the time
    // share is what this specifies.
    const handed: number[] = [];
    let drains = 0,
      sharedAt = Infinity;
    class Recording extends Inbox {
      override async drain(from?: number): Promise<Int16Array[]> {
        if (++drains === 2) {
          this.push(other.sched);
          sharedAt = run.now();
        }
        const got = await super.drain(from);
        if (got.length > 0) handed.push(run.now());
        return got;
      }
    }
    const inbox = new Recording();
    inbox.pushMultipliers(m);
    const started = run.now(),
      deadline = started + SHARE_RUN_MS,
      sharedFrom = started + 0.4 * SHARE_RUN_MS;
    await runTask({ model, role: 'search', secondSearch: false, seed: 1, deadline }, () => undefined, inbox);
    expect(inbox.hasMultipliers()).toBe(false);
    // Shared before the bound's share had passed, taken after it, before the deadline.
    expect(sharedAt).toBeLessThan(sharedFrom);
    expect(handed.length).toBe(1);
    expect(handed[0]!).toBeGreaterThanOrEqual(sharedFrom);
    expect(handed[0]!).toBeLessThan(deadline);
  });
});

describe("a run from a given start (a repair's draft)", () => {
  it('searches from the start in both threads: the bound thread hands over no multipliers, the search thread builds no primal', async () => {
    const run = runs.next();
    // 100 employees: the Lagrangian bound runs, and would hand its multipliers over.
    const { model } = toRosterModel(solverInputSchema.parse(generateMonth(100, 1)));
    const start = (await search(compile(model), { seed: 1, deadline: UNTIMED, maxRounds: 1 })).sched;
    const seen: WorkerMessage[] = [];
    const fromStart = run.inbox(3);
    await runTask({ model, role: 'bound', secondSearch: true, seed: 1, start, deadline: run.now() + 8000 }, (m) => seen.push(m), fromStart);
    expect(fromStart.ended).toBe(true);
    expect(seen.some((m) => m.type === 'bound')).toBe(true);
    expect(seen.some((m) => m.type === 'multipliers')).toBe(false);

    const small = toRosterModel(solverInputSchema.parse(generateMonth(25, 1))).model;
    const c = compile(small);
    const second = runs.next();
    const m = ascentMultipliers(c);
    const from = await search(c, { seed: 1, deadline: UNTIMED, maxRounds: 1 });
    expect(from.hard).toBe(0);
    const inbox = second.inbox(3);
    inbox.pushMultipliers(m);
    const reported: number[] = [];
    await runTask(
      { model: small, role: 'search', secondSearch: false, seed: 1, start: from.sched, deadline: second.now() + 3000 },
      (msg) => {
        if (msg.type === 'incumbent' && msg.hard === 0) reported.push(msg.soft);
      },
      inbox,
    );
    expect(inbox.ended).toBe(true);
    // Only schedules no worse than the start (a primal lies far above it), and the multipliers untaken.
    expect(reported.length).toBeGreaterThan(0);
    expect(Math.max(...reported)).toBeLessThanOrEqual(from.soft);
    expect(inbox.hasMultipliers()).toBe(true);
  });
});
