/**
 * Positions 1..n within each shift, handed out day by day so that every employee's shares of the
 * positions of a shift type stay as even as possible: each position goes to the person who has
 * held it least often so far (ties: fewer shifts of that type, then model order).
 */
import { OFF, type RosterModel, type Schedule } from '../model/types.ts';

/** positions[e * days + d] = 1-based position in that day's shift, 0 when off. */
export function assignPositions(model: RosterModel, schedule: Schedule): Int16Array {
  const { days } = model;
  const E = model.employees.length,
    S = model.shiftTypes.length;
  const positions = new Int16Array(E * days);
  const held = new Map<number, number>(); // (e, s, p) → times held
  const key = (e: number, s: number, p: number): number => (e * S + s) * 64 + p;
  const worked = new Int32Array(E * S);
  for (let d = 0; d < days; d++) {
    for (let s = 0; s < S; s++) {
      const members: number[] = [];
      for (let e = 0; e < E; e++) if (schedule[e * days + d] === s) members.push(e);
      for (let p = 1; p <= members.length; p++) {
        let pick = -1;
        for (const e of members) {
          if (positions[e * days + d] !== 0) continue;
          if (pick < 0) {
            pick = e;
            continue;
          }
          const a = held.get(key(e, s, p)) ?? 0,
            b = held.get(key(pick, s, p)) ?? 0;
          if (a < b || (a === b && worked[e * S + s]! < worked[pick * S + s]!)) pick = e;
        }
        positions[pick * days + d] = p;
        held.set(key(pick, s, p), (held.get(key(pick, s, p)) ?? 0) + 1);
      }
      for (const e of members) worked[e * S + s]!++;
    }
  }
  for (let i = 0; i < schedule.length; i++) if (schedule[i] === OFF) positions[i] = 0;
  return positions;
}
