/**
 * A lower bound by employee groups: where employees fall into groups that share no shift type and
 * no together/apart group (a large organization's wards), the model is the sum of the groups'
 * models, and so is its LP relaxation. Each group's LP is a tenth of the whole for ten wards:
 * 1,000 staff × 40 shift types give a bound in 5 s where PDLP on the whole did not converge in 60 s.
 */
import type { Highs } from 'highs';
import type { RosterModel } from '../../model/types.ts';
import { relaxationBound } from './bound.ts';
import { compile, type Compiled } from '../compile/compiled.ts';
import { now } from '../orchestration/clock.ts';

/** Employees grouped so that no two groups share a shift type they may work or a together/apart group. */
export function employeeGroups(c: Compiled): number[][] {
  const { E, D, S } = c;
  const parent = Array.from({ length: E + S }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i]!]!;
    return i;
  };
  const union = (a: number, b: number): void => {
    parent[find(a)] = find(b);
  };
  for (let e = 0; e < E; e++) {
    for (let s = 0; s < S; s++)
      for (let d = 0; d < D; d++)
        if (c.allowed[(e * D + d) * S + s]) {
          union(e, E + s);
          break;
        }
  }
  for (const g of [...c.model.togetherGroups, ...c.model.apartGroups]) for (const e of g.slice(1)) union(g[0]!, e);
  const groups = new Map<number, number[]>();
  for (let e = 0; e < E; e++) {
    const root = find(e),
      group = groups.get(root);
    if (group) group.push(e);
    else groups.set(root, [e]);
  }
  return [...groups.values()];
}

/** The model of one group: its employees (renumbered) and the cover of the shift types they may work. */
export function groupModel(c: Compiled, members: number[]): RosterModel {
  const model = c.model,
    index = new Map(members.map((e, i) => [e, i]));
  const types = new Set<number>();
  for (const e of members)
    for (let s = 0; s < c.S; s++)
      for (let d = 0; d < c.D; d++)
        if (c.allowed[(e * c.D + d) * c.S + s]) {
          types.add(s);
          break;
        }
  const within = (g: number[]): boolean => index.has(g[0]!);
  const renumber = (g: number[]): number[] => g.map((e) => index.get(e)!);
  return {
    ...model,
    employees: members.map((e) => model.employees[e]!),
    cover: model.cover.filter((x) => types.has(x.shiftType)),
    togetherGroups: model.togetherGroups.filter(within).map(renumber),
    apartGroups: model.apartGroups.filter(within).map(renumber),
    pinned: model.pinned.filter((p) => index.has(p.employee)).map((p) => ({ ...p, employee: index.get(p.employee)! })),
  };
}

/**
 * The sum of the groups' LP bounds plus the cover no group can staff, or undefined where there is
 * one group only or a small group's LP (simplex) does not finish in its share; a large group's LP
 * always bounds (relaxationBound). The wards months: 1,000 employees in 9 s, 2,000 in 20–30 s.
 */
export function groupBound(highs: Highs, c: Compiled, deadline: number, groups = employeeGroups(c)): number | undefined {
  if (groups.length < 2) return undefined;
  const staffed = new Set<number>();
  let total = 0,
    hipdlpShare: number | undefined;
  for (const [k, members] of groups.entries()) {
    const model = groupModel(c, members);
    for (const x of model.cover) staffed.add(x.shiftType);
    // An equal share of the time left: a group that stops at its limit still bounds (dual-bound.ts);
    // once HiPDLP has not finished one in its share, the like groups after it go to cuPDLP-C at once.
    const own = now() + (deadline - now()) / (groups.length - k);
    const { bound, hipdlpStopped } = relaxationBound(highs, compile(model), own, hipdlpShare);
    if (hipdlpStopped) hipdlpShare = 0;
    if (bound === undefined) return undefined;
    total += bound;
  }
  // Shift types nobody may work: their whole requirement is short.
  for (const x of c.model.cover) if (!staffed.has(x.shiftType)) total += x.requirement * x.underWeight;
  return total;
}
