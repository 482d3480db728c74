/**
 * Fairness across months (docs/scheduling-rules.md): weekends, nights and shifts above target
 * balanced over the window, the ledger of what each member carried before the month plus the
 * month itself. Each becomes a count target at the member's fair share of the window's total:
 * the team's total (the ledger's plus the month's demand) split evenly, less what the member
 * already carried. Only shifts beyond that share cost, one weight per shift, so the cost grows
 * with how far the member's window total rises above the team's average, and a member who
 * carried more than the average has a share of 0: every further weekend (night) costs. Targets
 * never pay for working less, so fairness can only move work between people, never leave a
 * shift short: its weights (4, 4, 2) sit far below understaffing (100) and overstaffing (20).
 */
import type { FairnessLedgerEntry, ParsedSolverInput } from '@rostra/contracts/solver/input';
import type { CountTarget } from '../model/types.ts';

export interface MonthDemand {
  night: number;
  /** Shifts the month needs beyond what the members' targets ask for (0 when the targets cover it). */
  aboveTargets: number;
}

type Carried = Exclude<keyof FairnessLedgerEntry, 'employee_id'>;

/** Per member: the window's total split evenly, less what they carried (never below 0). */
function sharesOf(carried: number[], demand: number): number[] {
  const share = Math.ceil((carried.reduce((a, b) => a + b, 0) + demand) / Math.max(1, carried.length));
  return carried.map((own) => Math.max(0, share - own));
}

/** Each member's weekend share over the window; without a ledger, the month's demand split evenly (as before the window existed). */
export function weekendShares(input: ParsedSolverInput, demand: number): number[] {
  return sharesOf(carriedOf(input, 'weekend_shifts'), demand);
}

function carriedOf(input: ParsedSolverInput, field: Carried): number[] {
  const ledger = new Map((input.history.fairness?.members ?? []).map((entry) => [String(entry.employee_id), entry[field]]));
  return input.employees.map((e) => ledger.get(String(e.id)) ?? 0);
}

/**
 * The night and above-target targets of each member, only when the input carries a fairness
 * ledger (no ledger: the model is as it was). `targets[i]` is member i's shifts asked for.
 */
export function windowTargets(
  input: ParsedSolverInput,
  demand: MonthDemand,
  nightShiftTypes: number[],
  targets: number[],
): CountTarget[][] {
  if (!input.history.fairness) return input.employees.map(() => []);
  const w = input.weights;
  const nights = sharesOf(carriedOf(input, 'night_shifts'), demand.night);
  const above = sharesOf(carriedOf(input, 'above_target_shifts'), demand.aboveTargets);
  return input.employees
    .map((_, i) => [
      ...(nightShiftTypes.length > 0
        ? [{ kind: 'night_fairness', shiftTypes: nightShiftTypes, target: nights[i]!, underWeight: 0, overWeight: w.night_fairness }]
        : []),
      { kind: 'above_target_fairness', target: targets[i]! + above[i]!, underWeight: 0, overWeight: w.above_target_fairness },
    ])
    .map((list) => list.filter((t) => t.overWeight > 0));
}
