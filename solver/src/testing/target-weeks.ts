/** Random weeks for specifications of exchanges: Early and Late, a Late then an Early forbidden, count targets drawn per person. */
import type { RosterModel } from '../model/types.ts';
import type { Rng } from '../search/heuristics/rng.ts';
import { employee, tinyModel } from './tiny.ts';

const shift = (id: string, startMinute: number) => ({ id, name: id, startMinute, durationMinutes: 360 });

/** A week of Early and Late (a Late then an Early forbidden: patterns do not fit everyone); `need` gives each cover's requirement, in day order. */
export function earlyLateWeek(need: () => number, overrides: Partial<RosterModel>): RosterModel {
  return tinyModel({
    shiftTypes: [shift('E', 360), shift('L', 780)],
    forbiddenSuccessions: [{ first: 1, second: 0 }],
    cover: Array.from({ length: 7 }, (_, day) =>
      [0, 1].map((shiftType) => ({ day, shiftType, requirement: need(), underWeight: 100, overWeight: 20 })),
    ).flat(),
    ...overrides,
  });
}

/** A week whose people each asked for some of one shift type and at most some of one (drawn from `rng`). */
export function targetWeek(rng: Rng, ids: string[], need: () => number): RosterModel {
  // The cover first: the draws keep the order the specs' instances were built in.
  const week = earlyLateWeek(need, {});
  return {
    ...week,
    employees: ids.map((id) =>
      employee(id, {
        maxConsecutiveWork: 4,
        countTargets: [
          { kind: 'admin_baseline', shiftTypes: [rng.int(2)], target: 2 + rng.int(4), underWeight: 1 + rng.int(10), overWeight: 0 },
          { kind: 'beyond_requested', shiftTypes: [rng.int(2)], target: rng.int(4), underWeight: 0, overWeight: 1 + rng.int(5) },
        ],
      }),
    ),
  };
}

/** A valid start: each works days d with (d + e) % 3 !== 0, Early or Late by chance, never Late before Early. */
export function validWeekStart(rng: Rng, people: number): Int16Array {
  const start = new Int16Array(people * 7).fill(-1);
  for (let e = 0; e < people; e++)
    for (let d = 0; d < 7; d++) if ((d + e) % 3 !== 0) start[e * 7 + d] = d > 0 && start[e * 7 + d - 1] === 1 ? 1 : rng.int(2);
  return start;
}
