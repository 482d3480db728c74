/**
 * Parser for the Curtois & Qu shift scheduling benchmark format (schedulingbenchmarks.org,
 * instances 1–24): plain text in SECTION_* blocks with `#` comments. Every instance starts on a
 * Monday; shifts carry lengths but no start times, so only the listed successions are forbidden.
 */
import { UNLIMITED, type Employee, type RosterModel } from '../model/types.ts';

export class CurtoisFormatError extends Error {}

function sections(text: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  let current: string[][] | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('SECTION_')) {
      current = [];
      out.set(line, current);
    } else if (current) {
      current.push(line.split(',').map((f) => f.trim()));
    }
  }
  return out;
}

function int(field: string | undefined, what: string): number {
  const n = Number(field);
  if (field === undefined || field === '' || !Number.isInteger(n)) throw new CurtoisFormatError(`bad ${what}: ${field}`);
  return n;
}

export function parseCurtois(text: string): RosterModel {
  const s = sections(text);
  const rows = (name: string): string[][] => s.get(`SECTION_${name}`) ?? [];
  const days = int(rows('HORIZON')[0]?.[0], 'horizon');

  const shiftRows = rows('SHIFTS');
  const shiftIndex = new Map(shiftRows.map((r, i) => [r[0] ?? '', i]));
  const shift = (id: string | undefined): number => {
    const i = shiftIndex.get(id ?? '');
    if (i === undefined) throw new CurtoisFormatError(`unknown shift ${id}`);
    return i;
  };
  const shiftTypes = shiftRows.map((r) => ({ id: r[0]!, name: r[0]!, durationMinutes: int(r[1], 'shift length') }));
  const forbiddenSuccessions = shiftRows.flatMap((r, first) =>
    (r[2] ?? '')
      .split('|')
      .filter((x) => x !== '')
      .map((id) => ({ first, second: shift(id) })),
  );

  const staffIndex = new Map<string, number>();
  const employees: Employee[] = rows('STAFF').map((r, i) => {
    staffIndex.set(r[0]!, i);
    const maxShiftsPerType: (number | undefined)[] = shiftTypes.map(() => UNLIMITED);
    for (const part of (r[1] ?? '').split('|').filter((x) => x !== '')) {
      const [id, n] = part.split('=');
      maxShiftsPerType[shift(id)] = int(n, 'max shifts');
    }
    return {
      id: r[0]!,
      name: r[0]!,
      availableWeekdays: Array(7).fill(true),
      daysOff: [],
      disallowedShiftTypes: [],
      maxShiftsPerType,
      maxTotalMinutes: int(r[2], 'max minutes'),
      minTotalMinutes: int(r[3], 'min minutes'),
      maxConsecutiveWork: int(r[4], 'max consecutive'),
      minConsecutiveWork: int(r[5], 'min consecutive'),
      minConsecutiveOff: int(r[6], 'min days off'),
      maxWeekends: int(r[7], 'max weekends'),
      countTargets: [],
      shiftOnRequests: [],
      shiftOffRequests: [],
    };
  });
  const employee = (id: string | undefined): Employee => {
    const e = employees[staffIndex.get(id ?? '') ?? -1];
    if (!e) throw new CurtoisFormatError(`unknown employee ${id}`);
    return e;
  };

  for (const r of rows('DAYS_OFF')) {
    const e = employee(r[0]);
    for (const f of r.slice(1)) if (f !== '') e.daysOff.push({ day: int(f, 'day off'), kind: 'day_off' });
  }
  for (const [section, list] of [
    ['SHIFT_ON_REQUESTS', 'shiftOnRequests'],
    ['SHIFT_OFF_REQUESTS', 'shiftOffRequests'],
  ] as const) {
    for (const r of rows(section)) {
      employee(r[0])[list].push({ day: int(r[1], 'day'), shiftType: shift(r[2]), weight: int(r[3], 'weight') });
    }
  }
  const cover = rows('COVER').map((r) => ({
    day: int(r[0], 'cover day'),
    shiftType: shift(r[1]),
    requirement: int(r[2], 'requirement'),
    underWeight: int(r[3], 'under weight'),
    overWeight: int(r[4], 'over weight'),
  }));

  return {
    days,
    firstWeekday: 1,
    minRestMinutes: 0,
    shiftTypes,
    forbiddenSuccessions,
    employees,
    cover,
    togetherGroups: [],
    apartGroups: [],
    pinned: [],
  };
}
