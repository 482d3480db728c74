import { describe, expect, it } from 'vitest';
import type { CoverRequirement, RosterModel, SkillCoverRequirement } from '../model/types.ts';
import { qualityReport } from '../report/quality.ts';
import { onCountedClock } from '../testing/counted-clock.ts';
import { employee, rows, tinyModel } from '../testing/tiny.ts';
import { explainShortfalls, explainUnderstaffing } from './explain.ts';
import { describeRelaxation } from './relaxations.ts';

// On a counted clock (1 ms a read), budgets far above the reads of a tiny re-solve (about 20): its
// rounds end it, never the time, so the answers are the same on any machine, loaded or quiet.
onCountedClock();

// Tiny models run from a Monday: day 2 is a Wednesday, day 5 a Saturday. D is Day, N is Night.
const need = (day: number, shiftType: number, requirement = 1): CoverRequirement => ({
  day,
  shiftType,
  requirement,
  underWeight: 100,
  overWeight: 1,
});
const vacation = (...days: number[]) => ({ daysOff: days.map((day) => ({ day, kind: 'vacation' as const })) });
const SATURDAY = 6;

async function explain(model: RosterModel, ...lines: string[]) {
  const schedule = rows(model, ...lines);
  const explanations = await explainUnderstaffing(model, schedule, qualityReport(model, schedule).understaffed.items, {
    budgetSeconds: 60,
    candidateSeconds: 10,
  });
  return explanations.map((x) => ({ ...x, changes: x.suggestions.map((s) => describeRelaxation(model, s.relaxation)) }));
}

describe('explaining understaffing by re-solving with one change at a time', () => {
  it('finds that allowing the one person free that night to work Nights fills it, before a new person', async () => {
    const model = tinyModel({
      cover: [need(2, 1)],
      employees: [employee('ana', { name: 'Ana Silva', disallowedShiftTypes: [1] }), employee('ben', { name: 'Ben Kim', ...vacation(2) })],
    });
    const [x] = await explain(model, '-------', '-------');
    expect(x).toMatchObject({ shiftType: 1, days: [2], shortfall: 1, complete: true });
    expect(x!.changes).toEqual(['allow Ana Silva to work Night', 'one more person available on Wednesdays']);
  });

  it('raises a max consecutive days limit by one when that is what keeps the only colleague off', async () => {
    const model = tinyModel({
      cover: [0, 1, 2, 3, 4, 5].map((day) => need(day, 0)),
      employees: [
        employee('ana', { name: 'Ana Silva', ...vacation(0, 1, 2, 3, 4, 5, 6) }),
        employee('ben', { name: 'Ben Kim', maxConsecutiveWork: 5 }),
      ],
    });
    const [x] = await explain(model, '-------', 'DDDDD--');
    expect(x!.days).toEqual([5]);
    expect(x!.changes[0]).toBe("raise Ben Kim's max consecutive days to 6");
  });

  it('asks for one more person on the weekday when everyone is on vacation', async () => {
    const model = tinyModel({ cover: [need(5, 0)], employees: [employee('ana', vacation(5)), employee('ben', vacation(5))] });
    expect((await explain(model, '-------', '-------'))[0]!.changes).toEqual(['one more person available on Saturdays']);
  });

  it('groups the shift-days a cause recurs on and counts how many the change fills', async () => {
    const unavailable = { availableWeekdays: Array.from({ length: 7 }, (_, w) => w !== SATURDAY) };
    const model = tinyModel({
      days: 14,
      cover: [need(5, 0), need(12, 0)],
      employees: [employee('ana', { name: 'Ana Silva', ...unavailable }), employee('ben', vacation(5, 12))],
    });
    const [x, ...others] = await explain(model, '-'.repeat(14), '-'.repeat(14));
    expect(others).toEqual([]);
    expect(x!.days).toEqual([5, 12]);
    expect(x!.changes[0]).toBe('make Ana Silva available on Saturdays');
    expect(x!.suggestions[0]!.fills).toBe(2);
    // A Saturday two short is a group of its own.
    const deeper = { ...model, cover: [need(5, 0), need(12, 0, 2)] };
    expect((await explain(deeper, '-'.repeat(14), '-'.repeat(14))).map((g) => [g.days, g.shortfall])).toEqual([
      [[12], 2],
      [[5], 1],
    ]);
  });

  it('lets a person work without the colleague they are kept together with when that colleague is away', async () => {
    const model = tinyModel({
      cover: [need(2, 0)],
      togetherGroups: [[0, 1]],
      employees: [employee('ana', { name: 'Ana Silva' }), employee('ben', { name: 'Ben Kim', ...vacation(2) })],
    });
    expect((await explain(model, '-------', '-------'))[0]!.changes).toEqual([
      'let Ana Silva work without Ben Kim',
      'one more person available on Wednesdays',
    ]);
  });

  it('rejects a change that fills the shift by leaving another short', async () => {
    // Allowing Ana Nights would take her off the Day shift she holds: Day would fall short.
    const model = tinyModel({
      cover: [need(2, 0), need(2, 1)],
      employees: [employee('ana', { name: 'Ana Silva', disallowedShiftTypes: [1] }), employee('ben', vacation(2))],
    });
    const [x] = await explain(model, '--D----', '-------');
    expect(x).toMatchObject({ shiftType: 1, tried: 2 });
    expect(x!.changes).toEqual(['one more person available on Wednesdays']);
  });

  it('fills a shift two short only with two more people, and gives the changes that cover part of it after', async () => {
    const model = tinyModel({
      cover: [need(5, 1, 2)],
      employees: [
        employee('ana', { name: 'Ana Silva', disallowedShiftTypes: [1] }),
        employee('ben', { name: 'Ben Kim', availableWeekdays: Array.from({ length: 7 }, (_, w) => w !== SATURDAY) }),
      ],
    });
    const [x] = await explain(model, '-------', '-------');
    expect(x).toMatchObject({ shortfall: 2, tried: 3, complete: true });
    expect(x!.reasons.map((r) => r.code)).toEqual(['shift_type_disallowed', 'unavailable_weekday']);
    expect(x!.changes).toEqual([
      '2 more people available on Saturdays',
      'allow Ana Silva to work Night',
      'make Ben Kim available on Saturdays',
    ]);
    expect(x!.suggestions.map((s) => s.covers)).toEqual([2, 1, 1]);
  });

  it('counts a counted budget in re-solves, whatever they take: two of three here, and the search incomplete', async () => {
    const model = tinyModel({
      cover: [need(5, 1, 2)],
      employees: [
        employee('ana', { name: 'Ana Silva', disallowedShiftTypes: [1] }),
        employee('ben', { name: 'Ben Kim', availableWeekdays: Array.from({ length: 7 }, (_, w) => w !== SATURDAY) }),
      ],
    });
    const schedule = rows(model, '-------', '-------');
    const [x] = await explainUnderstaffing(model, schedule, qualityReport(model, schedule).understaffed.items, {
      budgetSeconds: 1,
      candidateSeconds: 0.5,
      counted: true,
    });
    expect(x).toMatchObject({ shortfall: 2, tried: 2, complete: false });
  });

  it('stops at the time budget and says the search is incomplete', async () => {
    const model = tinyModel({ cover: [need(5, 0)], employees: [employee('ana', vacation(5))] });
    const schedule = rows(model, '-------');
    const [x] = await explainUnderstaffing(model, schedule, qualityReport(model, schedule).understaffed.items, { budgetSeconds: 0 });
    expect(x).toMatchObject({ days: [5], suggestions: [], tried: 0, complete: false });
  });
});

describe('explaining a shift-day short of a skill, among those who hold it', () => {
  // Night on Wednesday (day 2) needs 1 person, a registered nurse; Cat, who holds no qualification, works it.
  const RN = { id: 'rn', name: 'Registered nurse' };
  const nurseOnWednesdayNight = (qualified: number[], lapsed: number[] = []): SkillCoverRequirement => ({
    day: 2,
    shiftType: 1,
    skillId: RN.id,
    skillName: RN.name,
    qualified,
    lapsed,
    requirement: 1,
    underWeight: 100,
  });
  async function explainSkills(model: RosterModel, ...lines: string[]) {
    const schedule = rows(model, ...lines),
      report = qualityReport(model, schedule);
    const explanations = await explainShortfalls(model, schedule, report.understaffed.items, report.skillShort.items, {
      budgetSeconds: 60,
      candidateSeconds: 10,
    });
    return explanations.map((x) => ({ ...x, changes: x.suggestions.map((s) => describeRelaxation(model, s.relaxation)) }));
  }

  it("renews the only nurse's lapsed qualification before asking for another nurse", async () => {
    const model = tinyModel({
      cover: [need(2, 1)],
      skillCover: [nurseOnWednesdayNight([], [0])],
      employees: [employee('ana', { name: 'Ana Silva' }), employee('cat', { name: 'Cat Diaz' })],
    });
    const [x, ...others] = await explainSkills(model, '-------', '--N----');
    expect(others).toEqual([]);
    expect(x).toMatchObject({ shiftType: 1, skill: RN, days: [2], shortfall: 1, complete: true });
    expect(x!.reasons).toEqual([{ code: 'qualification_lapsed', employees: [0] }]);
    expect(x!.changes).toEqual([
      "renew Ana Silva's Registered nurse qualification",
      'one more person with Registered nurse available on Wednesdays',
    ]);
  });

  it('asks for one more nurse, not one more person, when the only nurse is on vacation', async () => {
    const model = tinyModel({
      cover: [need(2, 1)],
      skillCover: [nurseOnWednesdayNight([0])],
      employees: [employee('ana', { name: 'Ana Silva', ...vacation(2) }), employee('cat', { name: 'Cat Diaz' })],
    });
    const [x] = await explainSkills(model, '-------', '--N----');
    expect(x!.reasons).toEqual([{ code: 'on_vacation', employees: [0] }]);
    expect(x!.changes).toEqual(['one more person with Registered nurse available on Wednesdays']);
    expect(x!.suggestions[0]!.relaxation).toMatchObject({ kind: 'extra_person', count: 1, skill: RN });
  });

  it("loosens only the rules of people who hold the skill: Ben's Night ban is no answer, Ana's is", async () => {
    const model = tinyModel({
      cover: [need(2, 1, 2)],
      skillCover: [nurseOnWednesdayNight([0])],
      employees: [
        employee('ana', { name: 'Ana Silva', disallowedShiftTypes: [1] }),
        employee('ben', { name: 'Ben Kim', disallowedShiftTypes: [1] }),
        employee('cat', { name: 'Cat Diaz' }),
      ],
    });
    const [head, skill] = await explainSkills(model, '-------', '-------', '--N----');
    expect(head).toMatchObject({ days: [2], shortfall: 1 });
    expect(head!.skill).toBeUndefined();
    expect(skill!.reasons).toEqual([{ code: 'shift_type_disallowed', employees: [0] }]);
    expect(skill!.changes).toEqual(['allow Ana Silva to work Night', 'one more person with Registered nurse available on Wednesdays']);
  });
});
