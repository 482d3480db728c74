import type { AnalyticsMonthRecord, EmployeeStats } from '@rostra/contracts';

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

function add(into: Record<string, number>, counts: Record<string, number>): void {
  for (const [key, count] of Object.entries(counts)) into[key] = (into[key] ?? 0) + count;
}

/** A member's months added up. */
type Sums = Pick<AnalyticsMonthRecord, 'member_id' | 'name' | 'requested' | 'assigned' | 'positions' | 'weekend_shifts'>;

function toStats(
  { member_id, name, requested, assigned, positions, weekend_shifts }: Sums,
  holidayShifts: number,
  shortNotice: number,
): EmployeeStats {
  const total = Object.values(assigned).reduce((sum, count) => sum + count, 0);
  return {
    member_id,
    name,
    shifts_requested: requested,
    shifts_assigned: assigned,
    position_percentages: Object.fromEntries(
      Object.entries(positions).map(([shiftType, counts]) => [
        shiftType,
        Object.fromEntries(Object.entries(counts).map(([position, count]) => [position, percent(count, assigned[shiftType] ?? 0)])),
      ]),
    ),
    weekend_percentage: percent(weekend_shifts, total),
    holiday_shifts: holidayShifts,
    short_notice_changes: shortNotice,
  };
}

/**
 * Stats report entries (docs/product/entities.md#stats-report): each member's months summed, by name (current where known,
 * else as at generation), with their shifts on holidays (holiday-shifts.ts). Percentages are of the
 * member's own allocated shifts. Changes at short notice are counted by the month of the shifts.
 */
export function employeeStats(
  rows: readonly AnalyticsMonthRecord[],
  nameOf: (memberId: string) => string | undefined,
  holidayShifts: ReadonlyMap<string, number>,
  shortNotice: ReadonlyMap<string, number> = new Map(),
): EmployeeStats[] {
  const sums = new Map<string, Sums>();
  for (const row of rows) {
    const sum = sums.get(row.member_id) ?? {
      member_id: row.member_id,
      name: row.name,
      requested: {},
      assigned: {},
      positions: {},
      weekend_shifts: 0,
    };
    add(sum.requested, row.requested);
    add(sum.assigned, row.assigned);
    for (const [shiftType, counts] of Object.entries(row.positions)) add((sum.positions[shiftType] ??= {}), counts);
    sum.weekend_shifts += row.weekend_shifts;
    sums.set(row.member_id, { ...sum, name: nameOf(row.member_id) ?? row.name });
  }
  // Taken off every shift of theirs at short notice: listed for the changes.
  for (const memberId of shortNotice.keys()) {
    if (!sums.has(memberId)) {
      sums.set(memberId, {
        member_id: memberId,
        name: nameOf(memberId) ?? memberId,
        requested: {},
        assigned: {},
        positions: {},
        weekend_shifts: 0,
      });
    }
  }
  return [...sums.values()]
    .map((sum) => toStats(sum, holidayShifts.get(sum.member_id) ?? 0, shortNotice.get(sum.member_id) ?? 0))
    .sort((a, b) => a.name.localeCompare(b.name) || a.member_id.localeCompare(b.member_id));
}

const only = <T>(counts: Record<string, T>, names: ReadonlySet<string>): Record<string, T> =>
  Object.fromEntries(Object.entries(counts).filter(([name]) => names.has(name)));

/**
 * One location's share of the months (`?location_id=`): the counts of the shift types named
 * `names` only, and only the members who asked for or hold any of them.
 */
export function atShiftTypes(rows: readonly AnalyticsMonthRecord[], names: ReadonlySet<string>): AnalyticsMonthRecord[] {
  return rows.flatMap((row) => {
    const narrowed = {
      ...row,
      requested: only(row.requested, names),
      assigned: only(row.assigned, names),
      positions: only(row.positions, names),
      weekend_shifts: Object.values(only(row.weekend_by_type ?? {}, names)).reduce((sum, count) => sum + count, 0),
    };
    return Object.keys(narrowed.requested).length + Object.keys(narrowed.assigned).length > 0 ? [narrowed] : [];
  });
}
