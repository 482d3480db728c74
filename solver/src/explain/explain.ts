/**
 * The smallest change that would fill each understaffed shift-day, found by re-solving, not
 * guessed. Understaffed shift-days with the same shift type, weekday and blocking reasons form a
 * group; for a group's first shift-day every candidate change derived from its reasons
 * (relaxations.ts) is applied alone and the model re-solved from the current schedule (repair.ts).
 * A change is accepted when that shift-day is then fully staffed, no other shift-day falls short
 * where it did not, and no hard rule is broken; accepted changes rank by size, then by how many
 * of the group's shift-days they fill. The whole explanation runs within a time budget.
 */
import { weekdayOf } from '../model/calendar.ts';
import { OFF, type RosterModel, type Schedule } from '../model/types.ts';
import { understaffedReasons, type ReasonCode, type UnderstaffedReason } from '../post/reasons.ts';
import type { StaffedShiftDay } from '../report/quality.ts';
import { validate } from '../validate/validate.ts';
import { candidatesFor, relax, sizeOf, type Relaxation } from './relaxations.ts';
import { repair } from './repair.ts';

export interface Suggestion { relaxation: Relaxation; size: number; fills: number }
export interface Explanation {
  shiftType: number;
  days: number[];
  shortfall: number;
  reasons: UnderstaffedReason[];
  suggestions: Suggestion[];
  tried: number;
  complete: boolean;
}

export interface ExplainOptions {
  /** Wall-clock budget for all explanations (default 10 s). */
  budgetSeconds?: number;
  /** Budget of one re-solve (default 0.5 s). */
  candidateSeconds?: number;
  /** Candidates tried per group, the extra person included (default 12). */
  maxCandidates?: number;
  /** Accepted changes kept per group (default 3). */
  maxSuggestions?: number;
}

/** Reasons that vary from day to day without saying why a shift is short: not part of a group's cause. */
const INCIDENTAL: ReadonlySet<ReasonCode> = new Set(['assigned_other_shift', 'available_not_assigned']);

interface Group { shiftType: number; days: StaffedShiftDay[]; reasons: UnderstaffedReason[] }

function groupsOf(model: RosterModel, schedule: Schedule, understaffed: StaffedShiftDay[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of [...understaffed].sort((a, b) => a.day - b.day)) {
    const reasons = understaffedReasons(model, schedule, row.day, row.shiftType);
    const cause = reasons.filter((r) => !INCIDENTAL.has(r.code));
    const key = JSON.stringify([row.shiftType, weekdayOf(model.firstWeekday, row.day), cause]);
    const group = groups.get(key);
    if (group) group.days.push(row);
    else groups.set(key, { shiftType: row.shiftType, days: [row], reasons });
  }
  const shortfall = (g: Group): number => g.days.reduce((a, r) => a + r.required - r.assigned, 0);
  return [...groups.values()].sort((a, b) => shortfall(b) - shortfall(a) || a.days[0]!.day - b.days[0]!.day);
}

function assignedCounts(model: RosterModel, schedule: Schedule): Int32Array {
  const S = model.shiftTypes.length, counts = new Int32Array(model.days * S);
  for (let i = 0; i < schedule.length; i++) { const s = schedule[i]!; if (s !== OFF) counts[(i % model.days) * S + s]!++; }
  return counts;
}

/** How many of the group's shift-days the re-solved schedule fills, or 0 when it breaks something. */
function filled(model: RosterModel, relaxed: RosterModel, before: Int32Array, after: Schedule, group: Group): number {
  if (!validate(relaxed, after).valid) return 0;
  const S = model.shiftTypes.length, now = assignedCounts(relaxed, after);
  const inGroup = new Set(group.days.map((r) => r.day * S + r.shiftType));
  for (const c of model.cover) {
    const i = c.day * S + c.shiftType;
    if (!inGroup.has(i) && now[i]! < Math.min(c.requirement, before[i]!)) return 0;
  }
  const full = (r: StaffedShiftDay): boolean => now[r.day * S + r.shiftType]! >= r.required;
  return full(group.days[0]!) ? group.days.filter(full).length : 0;
}

/** Lets the event loop run between re-solves: the service stays responsive while it explains. */
const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export async function explainUnderstaffing(model: RosterModel, schedule: Schedule, understaffed: StaffedShiftDay[], o: ExplainOptions = {}): Promise<Explanation[]> {
  const deadline = Date.now() + (o.budgetSeconds ?? 10) * 1000;
  const before = assignedCounts(model, schedule);
  const out: Explanation[] = [];
  for (const group of groupsOf(model, schedule, understaffed)) {
    const first = group.days[0]!;
    // Smallest first; the extra person (always last) is kept whatever the cap.
    const all = candidatesFor(model, group.reasons, first.day, first.shiftType).sort((a, b) => sizeOf(a) - sizeOf(b));
    const candidates = [...all.slice(0, -1).slice(0, (o.maxCandidates ?? 12) - 1), all.at(-1)!];
    const suggestions: Suggestion[] = [];
    let tried = 0;
    for (const relaxation of candidates) {
      if (Date.now() >= deadline || suggestions.length >= (o.maxSuggestions ?? 3)) break;
      tried++;
      await breathe();
      const relaxed = relax(model, relaxation);
      const after = repair(relaxed, schedule, { deadline: Math.min(deadline, Date.now() + (o.candidateSeconds ?? 0.5) * 1000) });
      const fills = filled(model, relaxed, before, after, group);
      if (fills > 0) suggestions.push({ relaxation, size: sizeOf(relaxation), fills });
    }
    suggestions.sort((a, b) => a.size - b.size || b.fills - a.fills);
    out.push({
      shiftType: first.shiftType, days: group.days.map((r) => r.day), shortfall: first.required - first.assigned,
      reasons: group.reasons, suggestions, tried, complete: tried === candidates.length || suggestions.length >= (o.maxSuggestions ?? 3),
    });
  }
  return out;
}
