/**
 * A seeded generator of Curtois & Qu format instances of a given shape (days × staff × shift types).
 * It draws a hidden roster first, under each employee's rules, and derives the limits, the fixed days
 * off and the cover from it: the hidden roster passes every hard rule, so every generated instance
 * is feasible. Cover is the hidden roster's count plus noise, so the optimum is not the hidden roster.
 */
import { OFF, type Schedule } from '../model/types.ts';

export interface InstanceShape {
  days: number;
  staff: number;
  shiftTypes: number;
}

export interface GeneratedInstance {
  /** The instance in the Curtois text format (parseCurtois reads it). */
  text: string;
  /** A roster valid under the instance's hard rules: schedule[e * days + d] = shift index or OFF. */
  hidden: Schedule;
}

/** mulberry32: small, fast and the same on every platform, so a seed names one instance. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Shift {
  id: string;
  minutes: number;
  /** Hidden start hour: a shift may not be followed next day by one that starts earlier. */
  start: number;
}

interface Contract {
  maxConsecutive: number;
  minConsecutive: number;
  minOff: number;
}

const isWeekendDay = (d: number): boolean => d % 7 === 5 || d % 7 === 6;

/** Shift IDs as in the public set: one letter, then two once the letters run out. */
const shiftId = (i: number): string =>
  i < 26 ? String.fromCharCode(65 + i) : String.fromCharCode(65 + Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26));

export function generateCurtois(shape: InstanceShape, seed: number): GeneratedInstance {
  const random = rng(seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(random() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const { days, staff } = shape;

  const shifts: Shift[] = Array.from({ length: shape.shiftTypes }, (_, i) => ({
    id: shiftId(i),
    minutes: pick([360, 420, 480, 480, 480, 540, 600, 720]),
    start: int(0, 23),
  }));
  const forbidden = (a: number, b: number): boolean => shifts[b]!.start < shifts[a]!.start;

  const contracts: Contract[] = Array.from({ length: Math.max(1, Math.min(4, Math.ceil(staff / 10))) }, () => ({
    maxConsecutive: int(4, 6),
    minConsecutive: int(1, 3),
    minOff: int(1, 3),
  }));

  const hidden = new Int16Array(staff * days).fill(OFF);
  const staffRows: string[] = [];
  const daysOffRows: string[] = [];
  const onRows: string[] = [];
  const offRows: string[] = [];
  for (let e = 0; e < staff; e++) {
    const c = pick(contracts);
    // Each employee works a few of the shift types (the others capped at 0, as in the public set).
    const skills = shifts.map((_, s) => s).filter(() => random() < Math.min(1, 3 / shifts.length + 0.2));
    if (skills.length === 0) skills.push(int(0, shifts.length - 1));
    const row = hidden.subarray(e * days, (e + 1) * days);
    // Alternate blocks of work (one shift type per block, so no succession inside it) and days off.
    let d = int(0, c.maxConsecutive);
    while (d < days) {
      const s = pick(skills);
      const work = int(Math.max(c.minConsecutive, 2), c.maxConsecutive);
      for (let k = 0; k < work && d < days; k++, d++) row[d] = s;
      d += int(c.minOff, c.minOff + 2);
    }
    // Limits derived from the hidden row, with some slack: it passes them by construction.
    const worked = Array.from(row).filter((s) => s !== OFF);
    const minutes = worked.reduce((m, s) => m + shifts[s]!.minutes, 0);
    const weekends = new Set(
      Array.from(row.keys())
        .filter((x) => row[x] !== OFF && isWeekendDay(x))
        .map((x) => Math.floor(x / 7)),
    ).size;
    const perType = shifts.map((_, s) => worked.filter((x) => x === s).length);
    const maxShifts = shifts
      .map((sh, s) => `${sh.id}=${skills.includes(s) ? Math.max(perType[s]!, Math.ceil(days * pick([0.3, 0.5, 1]))) : 0}`)
      .join('|');
    const maxMinutes = minutes + int(0, 3) * 480;
    const minMinutes = Math.max(0, minutes - int(0, 3) * 480);
    staffRows.push(
      [
        `E${e}`,
        maxShifts,
        maxMinutes,
        minMinutes,
        c.maxConsecutive,
        c.minConsecutive,
        c.minOff,
        Math.max(weekends, Math.ceil(days / 14)),
      ].join(','),
    );

    const offDays = Array.from(row.keys()).filter((x) => row[x] === OFF);
    const fixed = [...new Set(Array.from({ length: Math.min(offDays.length, int(1, 3)) }, () => pick(offDays)))].sort((a, b) => a - b);
    if (fixed.length > 0) daysOffRows.push([`E${e}`, ...fixed].join(','));
    // Requests: some agree with the hidden roster, some not, so the optimum trades them off.
    for (let k = int(0, Math.ceil(days / 7)); k > 0; k--) {
      const day = int(0, days - 1);
      const s = random() < 0.5 && row[day] !== OFF ? row[day]! : pick(skills);
      onRows.push([`E${e}`, day, shifts[s]!.id, int(1, 3)].join(','));
    }
    for (let k = int(0, Math.ceil(days / 7)); k > 0; k--) {
      const day = int(0, days - 1);
      offRows.push([`E${e}`, day, shifts[pick(skills)]!.id, int(1, 3)].join(','));
    }
  }

  const coverRows: string[] = [];
  for (let d = 0; d < days; d++) {
    for (let s = 0; s < shifts.length; s++) {
      let n = 0;
      for (let e = 0; e < staff; e++) if (hidden[e * days + d] === s) n++;
      coverRows.push([d, shifts[s]!.id, Math.max(0, n + pick([-1, 0, 0, 1, 1, 2])), 100, 1].join(','));
    }
  }

  const text = [
    `# Generated by solver/src/curtois/generate.ts: ${days} days × ${staff} staff × ${shifts.length} shift types, seed ${seed}`,
    'SECTION_HORIZON',
    '# All instances start on a Monday',
    '# The horizon length in days:',
    String(days),
    '',
    'SECTION_SHIFTS',
    '# ShiftID, Length in mins, Shifts which cannot follow this shift | separated',
    ...shifts.map((sh, a) =>
      [
        sh.id,
        sh.minutes,
        shifts
          .filter((_, b) => forbidden(a, b))
          .map((x) => x.id)
          .join('|'),
      ].join(','),
    ),
    '',
    'SECTION_STAFF',
    '# ID, MaxShifts, MaxTotalMinutes, MinTotalMinutes, MaxConsecutiveShifts, MinConsecutiveShifts, MinConsecutiveDaysOff, MaxWeekends',
    ...staffRows,
    '',
    'SECTION_DAYS_OFF',
    '# EmployeeID, DayIndexes (start at zero)',
    ...daysOffRows,
    '',
    'SECTION_SHIFT_ON_REQUESTS',
    '# EmployeeID, Day, ShiftID, Weight',
    ...onRows,
    '',
    'SECTION_SHIFT_OFF_REQUESTS',
    '# EmployeeID, Day, ShiftID, Weight',
    ...offRows,
    '',
    'SECTION_COVER',
    '# Day, ShiftID, Requirement, Weight for under, Weight for over',
    ...coverRows,
    '',
  ].join('\n');
  return { text, hidden };
}
