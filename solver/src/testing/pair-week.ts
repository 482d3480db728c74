/** A week for specifications of neighbourhoods over everyone: a together pair and two solo employees who each work the shift the others asked for. */
import type { RosterModel } from '../model/types.ts';
import { earlyLateWeek } from './target-weeks.ts';
import { employee, rows } from './tiny.ts';

const asked = (s: number) => [{ kind: 'admin_baseline', shiftTypes: [s], target: 7, underWeight: 10, overWeight: 0 }];

/**
 * Early and Late, two people each: A and B work together and asked for seven Earlies, C and D roster
 * alone and asked for seven Lates; `lateThenEarly` keeps the week's Late-then-Early ban.
 */
export function pairAndTwoWeek(lateThenEarly: boolean): RosterModel {
  return earlyLateWeek(() => 2, {
    ...(lateThenEarly ? {} : { forbiddenSuccessions: [] }),
    employees: [
      employee('A', { countTargets: asked(0) }),
      employee('B', { countTargets: asked(0) }),
      employee('C', { countTargets: asked(1) }),
      employee('D', { countTargets: asked(1) }),
    ],
    togetherGroups: [[0, 1]],
  });
}

/** Everyone on the shift the others asked for (cost 280), and everyone on their own (cost 0). */
export const pairAndTwoRows = (model: RosterModel, swapped = false): Int16Array =>
  swapped ? rows(model, 'EEEEEEE', 'EEEEEEE', 'LLLLLLL', 'LLLLLLL') : rows(model, 'LLLLLLL', 'LLLLLLL', 'EEEEEEE', 'EEEEEEE');
