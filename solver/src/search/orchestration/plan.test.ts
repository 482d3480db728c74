import { describe, expect, it } from 'vitest';
import { boundPlan, LP_NEIGHBOURHOOD_FROM, SMALL_MONOLITHIC, type ModelShape } from './plan.ts';
import { MONOLITHIC_LIMIT } from '../bounds/bound.ts';

const twoThreads = { secondSearch: true, reproducible: false, countTargets: false };
/** Curtois & Qu 5: 28 days, 16 employees, 2 shift types, no together or apart groups, every rule in the roster DP. */
const curtois5: ModelShape = { binaries: 850, days: 28, groups: 1, columns: true, exactDp: true, ...twoThreads };

describe("the bound thread's plan", () => {
  it('bounds a Curtois-like month by column generation, then runs price and branch, the monolithic MILP only when tiny', () => {
    expect(boundPlan(curtois5)).toEqual({
      groups: undefined,
      relaxedAscent: false,
      midHorizon: false,
      year: false,
      priceAndBranch: true,
      ceilingFirst: false,
      monolithicLimit: SMALL_MONOLITHIC,
      lpNeighbourhoodFrom: Infinity,
      neighbourhoodInParts: false,
    });
  });

  it("bounds a product month without together and apart groups by the relaxed roster's ceiling before price and branch", () => {
    // The 40-employee generated month without its groups (6,270 binaries): count targets on everyone.
    const month = { binaries: 6_270, days: 31, groups: 1, columns: true, exactDp: true, ...twoThreads, countTargets: true };
    expect(boundPlan(month)).toMatchObject({ relaxedAscent: false, priceAndBranch: true, ceilingFirst: true });
    // One thread or a round limit: no price and branch, and computeBounds bounds the month.
    expect(boundPlan({ ...month, secondSearch: false }).ceilingFirst).toBe(false);
    expect(boundPlan({ ...month, days: 364 }).ceilingFirst).toBe(false);
  });

  it('has no price and branch in one thread or in a reproducible run: the monolithic MILP up to its usual size', () => {
    for (const run of [{ secondSearch: false }, { reproducible: true }]) {
      const plan = boundPlan({ ...curtois5, ...run });
      expect(plan.priceAndBranch).toBe(false);
      expect(plan.midHorizon).toBe(false);
    }
    expect(boundPlan({ ...curtois5, reproducible: true }).monolithicLimit).toBe(MONOLITHIC_LIMIT);
  });

  it('bounds a product month with together and apart groups by the compact LP up to 10,000 binaries, by the relaxed roster above', () => {
    // The 41-employee demo month (6,150 binaries) and a 500-employee month (75,000).
    const product = { days: 30, groups: 1, columns: false, exactDp: false, ...twoThreads, countTargets: true };
    expect(boundPlan({ ...product, binaries: 6_150 })).toMatchObject({
      relaxedAscent: false,
      priceAndBranch: false,
      monolithicLimit: MONOLITHIC_LIMIT,
    });
    expect(boundPlan({ ...product, binaries: 75_000 })).toMatchObject({ relaxedAscent: true, priceAndBranch: false });
  });

  it("runs the LP's neighbourhood in place of the monolithic MILP on product months from 20 employees, while the compact LP finishes", () => {
    const product = { days: 31, groups: 1, columns: false, exactDp: false, ...twoThreads, countTargets: true };
    // The generated 40-employee month (5,606 binaries): the neighbourhood from its LP, after the ceiling.
    expect(boundPlan({ ...product, binaries: 5_606 }).lpNeighbourhoodFrom).toBe(LP_NEIGHBOURHOOD_FROM);
    expect(5_606).toBeGreaterThan(LP_NEIGHBOURHOOD_FROM);
    // 10 employees (1,443 binaries): the monolithic MILP, whose tree finds schedules there.
    expect(1_443).toBeLessThanOrEqual(LP_NEIGHBOURHOOD_FROM);
    // 100 employees (13,883): the compact LP does not finish, no neighbourhood from it.
    expect(boundPlan({ ...product, binaries: 13_883 }).lpNeighbourhoodFrom).toBe(Infinity);
    // Not in one thread, a reproducible run, wards, or where price and branch runs.
    for (const other of [{ secondSearch: false }, { reproducible: true }, { groups: 10 }, { columns: true }])
      expect(boundPlan({ ...product, binaries: 5_606, ...other }).lpNeighbourhoodFrom).toBe(Infinity);
  });

  it("runs the master's neighbourhood in parts after the relaxed roster's ascent on product months above 10,000 binaries", () => {
    const product = { days: 31, groups: 1, columns: false, exactDp: false, ...twoThreads, countTargets: true };
    // The generated 100-employee month (13,883 binaries): whole, HiGHS does not finish its root.
    expect(boundPlan({ ...product, binaries: 13_883 })).toMatchObject({ relaxedAscent: true, neighbourhoodInParts: true });
    // 40 employees: the whole neighbourhood, from the compact LP's size.
    expect(boundPlan({ ...product, binaries: 5_606 }).neighbourhoodInParts).toBe(false);
    // Not in one thread, a reproducible run, wards (their groups bound them), nor where column generation applies.
    for (const other of [{ secondSearch: false }, { reproducible: true }, { groups: 10 }, { columns: true }])
      expect(boundPlan({ ...product, binaries: 13_883, ...other }).neighbourhoodInParts).toBe(false);
  });

  it('bounds a month in wards by the groups: their LPs when small, the Lagrangian over the month above 10,000 binaries', () => {
    const wards = { days: 30, groups: 10, columns: false, exactDp: false, ...twoThreads };
    expect(boundPlan({ ...wards, binaries: 4_000 }).groups).toBe('lps');
    expect(boundPlan({ ...wards, binaries: 150_000 }).groups).toBe('ascent');
    expect(boundPlan(curtois5).groups).toBeUndefined();
  });

  it('bounds the first 84 days of a Curtois year, where the DP is not exact and the LP large, by the relaxed roster over the horizon', () => {
    const firstDays = { ...curtois5, days: 84, binaries: 30_000, exactDp: false };
    expect(boundPlan(firstDays)).toMatchObject({ midHorizon: true, year: false });
    // Exact, column generation bounds it: no Lagrangian over the horizon.
    expect(boundPlan({ ...firstDays, exactDp: true }).midHorizon).toBe(false);
  });

  it('bounds a year over its whole horizon', () => {
    const year = boundPlan({ ...curtois5, days: 364, binaries: 400_000, exactDp: false });
    expect(year).toMatchObject({ year: true, midHorizon: false, relaxedAscent: false });
  });
});
