/**
 * Seeded product months for benchmarks and tests: 5 shift types (one over midnight), weekday and
 * weekend requirements at ~85 % of the staff's capacity, availability gaps, disallowed nights,
 * consecutive-day rules, admin-set and employee-requested counts, vacations, day wishes, together
 * pairs and apart groups.
 */
import type { SolverInput } from '@rostra/contracts/solver/input';
import { Rng } from '../search/heuristics/rng.ts';

const SHIFTS = [
  { id: 'early', name: 'Early', start_time: '06:00', share: 0.26 },
  { id: 'day', name: 'Day', start_time: '09:00', share: 0.22 },
  { id: 'late', name: 'Late', start_time: '14:00', share: 0.22 },
  { id: 'evening', name: 'Evening', start_time: '17:00', share: 0.12 },
  { id: 'night', name: 'Night', start_time: '22:00', share: 0.18 },
];

export function generateMonth(employees: number, seed: number, year = 2025, month = 3): SolverInput {
  const rng = new Rng(seed);
  const pick = <T>(xs: T[]): T => xs[rng.int(xs.length)]!;
  const perDay = employees * 0.62 * 0.85;
  const date = (day: number): string => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const ids = Array.from({ length: employees }, (_, i) => `e${i + 1}`);
  return {
    organization_id: `bench-${employees}-${seed}`,
    year,
    month,
    min_rest_hours: 11,
    shift_types: SHIFTS.map((s) => ({
      id: s.id,
      name: s.name,
      start_time: s.start_time,
      duration_hours: 8,
      requirements: [
        { day_of_week: null, employees_needed: Math.min(50, Math.max(1, Math.round(perDay * s.share * 1.08))) },
        { day_of_week: 0, employees_needed: Math.min(50, Math.max(1, Math.round(perDay * s.share * 0.8))) },
        { day_of_week: 6, employees_needed: Math.min(50, Math.max(1, Math.round(perDay * s.share * 0.8))) },
      ],
    })),
    employees: ids.map((id, i) => {
      const counts = (): Record<string, number> =>
        Object.fromEntries(
          rng
            .shuffle(SHIFTS.map((s) => s.id))
            .slice(0, 1 + rng.int(3))
            .map((s) => [s, 4 + rng.int(8)]),
        );
      const vacationStart = 1 + rng.int(24);
      return {
        id,
        name: `Employee ${i + 1}`,
        available_weekdays: rng.next() < 0.15 ? { [String(rng.int(7))]: false } : {},
        disallowed_shift_types: rng.next() < 0.2 ? ['night'] : [],
        min_consecutive_days: pick([1, 1, 2, 2, 3]),
        max_consecutive_days: pick([5, 5, 6, 7]),
        min_consecutive_days_off: pick([1, 2, 2]),
        admin_set: rng.next() < 0.6 ? { shift_preferences: counts() } : null,
        employee_requested: rng.next() < 0.5 ? { shift_preferences: counts() } : null,
        vacations: rng.next() < 0.25 ? [{ start_date: date(vacationStart), end_date: date(vacationStart + 2 + rng.int(5)) }] : [],
        day_requests: rng.next() < 0.3 ? [{ date: date(1 + rng.int(28)), kind: 'off' as const, weight: 2 }] : [],
      };
    }),
    collaborations: [
      ...Array.from({ length: Math.floor(employees / 25) }, (_, k) => ({
        collaboration_type: 'prefer_together' as const,
        employee_ids: [ids[k * 2]!, ids[k * 2 + 1]!],
      })),
      ...Array.from({ length: Math.floor(employees / 20) }, (_, k) => ({
        collaboration_type: 'avoid_together' as const,
        employee_ids: [ids[employees - 1 - k * 2]!, ids[employees - 2 - k * 2]!],
      })),
    ],
  };
}

/**
 * A generated month with shift-days that need nobody and counts above the need (the labour-rules
 * benchmark): the Day shift is needed on weekdays only, a Weekend Support shift on weekends only,
 * and every employee's admin-set counts ask for a third more shifts than their share of the need.
 */
export function withZeroNeedDays(input: SolverInput): SolverInput {
  const weekdaysOnly = (needed: number) => [1, 2, 3, 4, 5].map((day_of_week) => ({ day_of_week, employees_needed: needed }));
  const shiftTypes = input.shift_types.map((s) =>
    s.id === 'day' ? { ...s, requirements: weekdaysOnly(s.requirements?.[0]?.employees_needed ?? 1) } : s,
  );
  const weekendNeed = Math.max(1, Math.round(input.employees.length * 0.05));
  shiftTypes.push({
    id: 'weekend',
    name: 'Weekend Support',
    start_time: '10:00',
    duration_hours: 6,
    requirements: [0, 6].map((day_of_week) => ({ day_of_week, employees_needed: weekendNeed })),
  });
  const share = Math.ceil((22 * 4) / 3 / shiftTypes.length);
  const counts = Object.fromEntries(shiftTypes.map((s) => [String(s.id), share]));
  return { ...input, shift_types: shiftTypes, employees: input.employees.map((e) => ({ ...e, admin_set: { shift_preferences: counts } })) };
}

/**
 * The demo organization's month as `rostra demo` seeds it (cli/src/demo/seed.ts), November 2025:
 * 40 employees with admin-set counts (Early, Day, Late 2, Night 1 or 0, Weekend Support 1), at
 * most 5 days in a row and 2 days off, each wishing 3–6 of one shift type, and the founder, who
 * set no counts. Day is needed on weekdays only, Weekend Support on weekends only.
 */
export function demoMonth(seed = 2026): SolverInput {
  const rng = new Rng(seed);
  const shift = (
    id: string,
    name: string,
    start_time: string,
    duration_hours: number,
    requirements: { day_of_week: number | null; employees_needed: number }[],
  ) => ({ id, name, start_time, duration_hours, requirements });
  const weekdays = [1, 2, 3, 4, 5];
  const ids = ['early', 'day', 'late', 'night'];
  return {
    organization_id: 'demo',
    year: 2025,
    month: 11,
    shift_types: [
      shift('early', 'Early', '06:00', 8, [
        { day_of_week: null, employees_needed: 4 },
        { day_of_week: 0, employees_needed: 3 },
        { day_of_week: 6, employees_needed: 3 },
      ]),
      shift(
        'day',
        'Day',
        '09:00',
        8,
        weekdays.map((day_of_week) => ({ day_of_week, employees_needed: 3 })),
      ),
      shift('late', 'Late', '14:00', 8, [{ day_of_week: null, employees_needed: 3 }]),
      shift('night', 'Night', '22:00', 8, [{ day_of_week: null, employees_needed: 2 }]),
      shift(
        'weekend',
        'Weekend Support',
        '10:00',
        6,
        [0, 6].map((day_of_week) => ({ day_of_week, employees_needed: 2 })),
      ),
    ],
    employees: [
      { id: 'founder', name: 'Alex Admin' },
      ...Array.from({ length: 40 }, (_, index) => ({
        id: `m${index + 1}`,
        name: `Member ${index + 1}`,
        max_consecutive_days: 5,
        min_consecutive_days_off: 2,
        admin_set: { shift_preferences: { early: 2, day: 2, late: 2, night: index % 5 === 0 ? 0 : 1, weekend: 1 } },
        employee_requested: { shift_preferences: { [ids[rng.int(4)]!]: 3 + rng.int(4) } },
        vacations:
          index >= 4 && index <= 6
            ? [
                {
                  start_date: `2025-11-${String(index * 2).padStart(2, '0')}`,
                  end_date: `2025-11-${String(index * 2 + 4).padStart(2, '0')}`,
                },
              ]
            : [],
      })),
    ],
    collaborations: [
      { collaboration_type: 'prefer_together', employee_ids: ['m11', 'm12'] },
      { collaboration_type: 'avoid_together', employee_ids: ['m13', 'm14', 'm15'] },
    ],
  };
}

/**
 * A large organization's month: `wards` wards of four shifts each (early, day, late, night; so
 * 40 shift types for ten), every employee in one ward (the other wards' shifts disallowed), each
 * shift needing at most 50, on the same rules as `generateMonth`.
 */
export function generateWardsMonth(employees: number, seed: number, wards = 10): SolverInput {
  const base = generateMonth(employees, seed);
  const kinds = SHIFTS.filter((s) => s.id !== 'evening');
  const shares = kinds.reduce((n, s) => n + s.share, 0);
  const perWard = (employees * 0.62 * 0.85) / wards;
  const need = (share: number, factor: number): number => Math.min(50, Math.max(1, Math.round((perWard * share * factor) / shares)));
  const wardOf = (i: number): number => i % wards;
  const shiftTypes = Array.from({ length: wards }, (_, w) =>
    kinds.map((s) => ({
      id: `w${w + 1}-${s.id}`,
      name: `Ward ${w + 1} ${s.name}`,
      start_time: s.start_time,
      duration_hours: 8,
      requirements: [
        { day_of_week: null, employees_needed: need(s.share, 1.08) },
        { day_of_week: 0, employees_needed: need(s.share, 0.8) },
        { day_of_week: 6, employees_needed: need(s.share, 0.8) },
      ],
    })),
  ).flat();
  return {
    ...base,
    organization_id: `bench-wards-${employees}-${seed}`,
    shift_types: shiftTypes,
    employees: base.employees.map((e, i) => {
      const own = (id: string): string => `w${wardOf(i) + 1}-${id}`;
      const mapCounts = (p: { shift_preferences?: Record<string, number> } | null | undefined) =>
        p?.shift_preferences
          ? {
              shift_preferences: Object.fromEntries(
                Object.entries(p.shift_preferences)
                  .filter(([k]) => k !== 'evening')
                  .map(([k, v]) => [own(k), v]),
              ),
            }
          : null;
      return {
        ...e,
        disallowed_shift_types: shiftTypes
          .map((s) => s.id)
          .filter((id) => !id.startsWith(`w${wardOf(i) + 1}-`) || (e.disallowed_shift_types ?? []).some((d) => id === own(String(d)))),
        admin_set: mapCounts(e.admin_set),
        employee_requested: mapCounts(e.employee_requested),
      };
    }),
    // Together and apart pairs within a ward only.
    collaborations: (base.collaborations ?? []).filter(
      (g) => new Set(g.employee_ids.map((id) => wardOf(Number(String(id).slice(1)) - 1))).size === 1,
    ),
  };
}

/** The skill the sites month requires: on every shift but Evening, and two on Night. */
export const REGISTERED_NURSE = { id: 'rn', name: 'Registered nurse' };

/**
 * A provider with two sites: the generated month's staff split between North and South, each site
 * with its own five shift types at half the need, a tenth of the staff floating between both; a
 * third of the staff are registered nurses, and a sixth of those let their registration lapse on
 * the 15th. Each site's Early, Day, Late and Night need one nurse among their people, Night two.
 */
export function generateSitesMonth(employees: number, seed: number): SolverInput {
  const base = generateMonth(employees, seed);
  const rng = new Rng(seed + 1);
  const sites = [
    { id: 'north', name: 'North' },
    { id: 'south', name: 'South' },
  ];
  const nurses = (shift: string): number => (shift === 'night' ? 2 : shift === 'evening' ? 0 : 1);
  const lapse = `${base.year}-${String(base.month).padStart(2, '0')}-15`;
  const own = (site: string, id: string): string => `${site}-${id}`;
  const shiftTypes = sites.flatMap((site) =>
    base.shift_types.map((s) => ({
      ...s,
      id: own(site.id, String(s.id)),
      name: `${site.name} ${s.name}`,
      location_id: site.id,
      requirements: (s.requirements ?? []).map((r) => {
        const needed = Math.max(1, Math.round(r.employees_needed / 2));
        const min = Math.min(needed, nurses(String(s.id)));
        return { ...r, employees_needed: needed, ...(min > 0 ? { skills: [{ skill_id: REGISTERED_NURSE.id, min_count: min }] } : {}) };
      }),
    })),
  );
  return {
    ...base,
    organization_id: `bench-sites-${employees}-${seed}`,
    locations: sites,
    skills: [REGISTERED_NURSE],
    shift_types: shiftTypes,
    employees: base.employees.map((e, i) => {
      // Pairs 2k, 2k+1 share a site: the together and apart pairs stay within one.
      const home = sites[Math.floor(i / 2) % 2]!.id,
        floats = rng.next() < 0.1;
      const workAt = floats ? sites.map((s) => s.id) : [home];
      // Counts are of the home site's shift types; a ban holds at every site the member works at.
      const mapCounts = (p: { shift_preferences?: Record<string, number> } | null | undefined) =>
        p?.shift_preferences
          ? { shift_preferences: Object.fromEntries(Object.entries(p.shift_preferences).map(([k, v]) => [own(home, k), v])) }
          : null;
      const nurse = rng.next() < 1 / 3,
        lapses = nurse && rng.next() < 1 / 6;
      return {
        ...e,
        location_ids: workAt,
        disallowed_shift_types: workAt.flatMap((site) => (e.disallowed_shift_types ?? []).map((d) => own(site, String(d)))),
        admin_set: mapCounts(e.admin_set),
        employee_requested: mapCounts(e.employee_requested),
        skills: nurse ? [{ skill_id: REGISTERED_NURSE.id, valid_until: lapses ? lapse : null }] : [],
      };
    }),
  };
}
