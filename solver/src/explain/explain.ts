/**
 * The smallest change that would fill each understaffed shift-day, found by re-solving, not
 * guessed. Understaffed shift-days with the same shift type, weekday, shortfall and blocking
 * reasons form a group; for a group's first shift-day every candidate change derived from its reasons
 * (relaxations.ts) is applied alone and the model re-solved from the current schedule (repair.ts).
 * A change counts when, re-solved, it staffs that shift-day with more people, no other shift-day
 * falls short where it did not, and no hard rule is broken. Changes that fill the shift-day come
 * first, smallest first (then by how many of the group's shift-days they fill); changes that
 * only cover part of the shortfall follow, as hints. The whole explanation runs within a time
 * budget; the last candidate, as many more people as the shift lacks, always fills it.
 * A shift-day short of a skill's minimum is explained the same way, after the head counts: its
 * reasons are those of the people holding the skill (and whose qualification lapsed), it counts the
 * qualified people on it, and the people a change may add hold the skill.
 */
import { weekdayOf } from '../model/calendar.ts';
import { OFF, type RosterModel, type Schedule } from '../model/types.ts';
import { skillShortReasons, understaffedReasons, type ReasonCode, type UnderstaffedReason } from '../post/reasons.ts';
import type { SkillShortDay, StaffedShiftDay } from '../report/quality.ts';
import { now } from '../search/orchestration/clock.ts';
import { validate } from '../validate/validate.ts';
import { candidatesFor, relax, sizeOf, type Relaxation, type Skill } from './relaxations.ts';
import { repair } from './repair.ts';

export interface Suggestion {
  relaxation: Relaxation;
  size: number;
  /** Missing people of the group's first shift-day the change covers (all of them: it fills it). */
  covers: number;
  /** Shift-days of the group it fills. */
  fills: number;
}
export interface Explanation {
  shiftType: number;
  /** The skill the shift-days are short of; undefined for a head-count shortfall. */
  skill?: Skill;
  days: number[];
  shortfall: number;
  reasons: UnderstaffedReason[];
  suggestions: Suggestion[];
  tried: number;
  complete: boolean;
}

export interface ExplainOptions {
  /**
   * Budget for all explanations (default 10 s), on the solver's clock (search/orchestration/clock.ts):
   * the wall clock in the product, a counted one in tests, so they answer the same on any machine.
   */
  budgetSeconds?: number;
  /** Budget of one re-solve (default 0.5 s). */
  candidateSeconds?: number;
  /**
   * The budget counts re-solves, not time: budgetSeconds / candidateSeconds of them, each to its
   * rounds (repair.ts). A round-limited service (SOLVER_MAX_ROUNDS) explains so: the same on any machine.
   */
  counted?: boolean;
  /** Candidates tried per group, the extra person included (default 12). */
  maxCandidates?: number;
  /** Accepted changes kept per group (default 3). */
  maxSuggestions?: number;
}

/** Reasons that vary from day to day without saying why a shift is short: not part of a group's cause. */
const INCIDENTAL: ReadonlySet<ReasonCode> = new Set(['assigned_other_shift', 'available_not_assigned']);

/** A short shift-day: of people (head count), or of qualified people on skill row `skillRow` of the model. */
interface ShortDay extends StaffedShiftDay {
  skillRow?: number;
}

interface Group {
  shiftType: number;
  skill?: Skill;
  days: ShortDay[];
  reasons: UnderstaffedReason[];
}

function groupsOf(model: RosterModel, schedule: Schedule, short: ShortDay[]): Group[] {
  const groups = new Map<string, Group>();
  for (const row of [...short].sort((a, b) => a.day - b.day)) {
    const skillRow = row.skillRow === undefined ? undefined : model.skillCover![row.skillRow]!;
    const reasons = skillRow ? skillShortReasons(model, schedule, skillRow) : understaffedReasons(model, schedule, row.day, row.shiftType);
    const cause = reasons.filter((r) => !INCIDENTAL.has(r.code));
    const key = JSON.stringify([
      skillRow?.skillId,
      row.shiftType,
      weekdayOf(model.firstWeekday, row.day),
      row.required - row.assigned,
      cause,
    ]);
    const group = groups.get(key);
    if (group) group.days.push(row);
    else
      groups.set(key, {
        shiftType: row.shiftType,
        ...(skillRow ? { skill: { id: skillRow.skillId, name: skillRow.skillName } } : {}),
        days: [row],
        reasons,
      });
  }
  const shortfall = (g: Group): number => g.days.reduce((a, r) => a + r.required - r.assigned, 0);
  return [...groups.values()].sort((a, b) => shortfall(b) - shortfall(a) || a.days[0]!.day - b.days[0]!.day);
}

/** People per cell (d*S+s), and qualified people on each skill row's cell. */
interface Counts {
  cover: Int32Array;
  skill: Int32Array;
}

function countsOf(model: RosterModel, schedule: Schedule): Counts {
  const S = model.shiftTypes.length,
    cover = new Int32Array(model.days * S);
  for (let i = 0; i < schedule.length; i++) {
    const s = schedule[i]!;
    if (s !== OFF) cover[(i % model.days) * S + s]!++;
  }
  const rows = model.skillCover ?? [];
  const skill = Int32Array.from(rows, (r) => r.qualified.filter((e) => schedule[e * model.days + r.day] === r.shiftType).length);
  return { cover, skill };
}

const staffedIn = (counts: Counts, S: number, r: ShortDay): number =>
  r.skillRow === undefined ? counts.cover[r.day * S + r.shiftType]! : counts.skill[r.skillRow]!;

/** The rows a group fills: its cells (head count) or its skill rows; the others must keep what they have. */
function membersOf(S: number, group: Group): { cells: Set<number>; skillRows: Set<number> } {
  const head = group.days.filter((r) => r.skillRow === undefined);
  return { cells: new Set(head.map((r) => r.day * S + r.shiftType)), skillRows: new Set(group.days.flatMap((r) => r.skillRow ?? [])) };
}

/** What the re-solved schedule does for the group; nothing when it breaks a rule or leaves another shift short. */
function effect(
  model: RosterModel,
  relaxed: RosterModel,
  before: Counts,
  after: Schedule,
  group: Group,
): { covers: number; fills: number } {
  const none = { covers: 0, fills: 0 };
  if (!validate(relaxed, after).valid) return none;
  const S = model.shiftTypes.length,
    now = countsOf(relaxed, after);
  const { cells, skillRows } = membersOf(S, group);
  for (const c of model.cover) {
    const i = c.day * S + c.shiftType;
    if (!cells.has(i) && now.cover[i]! < Math.min(c.requirement, before.cover[i]!)) return none;
  }
  const rows = model.skillCover ?? [];
  for (let k = 0; k < rows.length; k++)
    if (!skillRows.has(k) && now.skill[k]! < Math.min(rows[k]!.requirement, before.skill[k]!)) return none;
  const first = group.days[0]!,
    staffed = (r: ShortDay): number => staffedIn(now, S, r);
  return {
    covers: Math.max(0, Math.min(staffed(first), first.required) - first.assigned),
    fills: group.days.filter((r) => staffed(r) >= r.required).length,
  };
}

/**
 * The relaxed model as the re-solve sees it: every other shift-day must keep the people it has
 * (up to its need), and every other skill row its qualified people — in an understaffed month,
 * moving someone from one short shift to another costs the objective nothing, and would only
 * shift the gap — and the group's shift-days weigh more than any wish, so the search fills them
 * if the change allows it at all.
 */
const KEEP_WEIGHT = 1e6,
  FILL_WEIGHT = 1e4;
function focused(relaxed: RosterModel, before: Counts, group: Group): RosterModel {
  const S = relaxed.shiftTypes.length,
    { cells, skillRows } = membersOf(S, group);
  return {
    ...relaxed,
    cover: relaxed.cover.map((c) => {
      const i = c.day * S + c.shiftType;
      return cells.has(i)
        ? { ...c, underWeight: FILL_WEIGHT }
        : { ...c, requirement: Math.min(c.requirement, before.cover[i]!), underWeight: KEEP_WEIGHT };
    }),
    skillCover: relaxed.skillCover?.map((r, k) =>
      skillRows.has(k)
        ? { ...r, underWeight: FILL_WEIGHT }
        : { ...r, requirement: Math.min(r.requirement, before.skill[k]!), underWeight: KEEP_WEIGHT },
    ),
  };
}

/** Lets the event loop run between re-solves: the service stays responsive while it explains. */
const breathe = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The model's skill row of each skill shortfall (the report lists them by day, shift type and skill). */
function skillShortDays(model: RosterModel, skillShort: readonly SkillShortDay[]): ShortDay[] {
  const rowOf = new Map((model.skillCover ?? []).map((r, k) => [`${r.day}|${r.shiftType}|${r.skillId}`, k]));
  return skillShort.map((r) => ({
    day: r.day,
    shiftType: r.shiftType,
    required: r.required,
    assigned: r.assigned,
    skillRow: rowOf.get(`${r.day}|${r.shiftType}|${r.skillId}`)!,
  }));
}

/** Head-count shortfalls first, then skill shortfalls, all within one budget. */
export async function explainShortfalls(
  model: RosterModel,
  schedule: Schedule,
  understaffed: StaffedShiftDay[],
  skillShort: readonly SkillShortDay[],
  o: ExplainOptions = {},
): Promise<Explanation[]> {
  const budgetSeconds = o.budgetSeconds ?? 10,
    candidateSeconds = o.candidateSeconds ?? 0.5;
  const deadline = o.counted ? Infinity : now() + budgetSeconds * 1000;
  let resolvesLeft = o.counted ? Math.floor(budgetSeconds / candidateSeconds) : Infinity;
  const before = countsOf(model, schedule);
  const out: Explanation[] = [];
  const groups = [...groupsOf(model, schedule, understaffed), ...groupsOf(model, schedule, skillShortDays(model, skillShort))];
  for (const group of groups) {
    const first = group.days[0]!;
    const shortfall = first.required - first.assigned,
      enough = o.maxSuggestions ?? 3;
    // Smallest first; the extra people (always last) are kept whatever the cap.
    const all = candidatesFor(model, group.reasons, first.day, first.shiftType, shortfall, group.skill).sort(
      (a, b) => sizeOf(a) - sizeOf(b),
    );
    const candidates = [...all.slice(0, -1).slice(0, (o.maxCandidates ?? 12) - 1), all.at(-1)!];
    const found: Suggestion[] = [];
    const fillers = (): number => found.filter((s) => s.covers === shortfall).length;
    let tried = 0;
    for (const relaxation of candidates) {
      if (now() >= deadline || resolvesLeft <= 0 || fillers() >= enough) break;
      tried++;
      resolvesLeft--;
      await breathe();
      const relaxed = relax(model, relaxation);
      const after = repair(focused(relaxed, before, group), schedule, {
        deadline: o.counted ? Infinity : Math.min(deadline, now() + candidateSeconds * 1000),
      });
      const { covers, fills } = effect(model, relaxed, before, after, group);
      if (covers > 0) found.push({ relaxation, size: sizeOf(relaxation), covers, fills });
    }
    const suggestions = found.sort((a, b) => b.covers - a.covers || a.size - b.size || b.fills - a.fills).slice(0, enough);
    out.push({
      shiftType: first.shiftType,
      ...(group.skill ? { skill: group.skill } : {}),
      days: group.days.map((r) => r.day),
      shortfall,
      reasons: group.reasons,
      suggestions,
      tried,
      complete: tried === candidates.length || fillers() >= enough,
    });
  }
  return out;
}

export const explainUnderstaffing = (
  model: RosterModel,
  schedule: Schedule,
  understaffed: StaffedShiftDay[],
  o: ExplainOptions = {},
): Promise<Explanation[]> => explainShortfalls(model, schedule, understaffed, [], o);
