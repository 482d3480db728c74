import type { AuditEntry } from '@rostra/contracts';

const ROLE_KEYS = ['is_admin', 'is_employee'];

/** "Admin, Employee", "Admin", "Employee" or "None" — the member table's words for roles. */
export function rolesText(values: { is_admin?: unknown; is_employee?: unknown } | null): string {
  if (!values) return '—';
  const roles = [values.is_admin === true && 'Admin', values.is_employee === true && 'Employee'].filter(Boolean);
  return roles.length ? roles.join(', ') : 'None';
}

const label = (key: string) => key.replaceAll('_', ' ');

/** Shift type id → name; an id not (or no longer) known is shown as it is. */
export type ShiftTypeNames = Readonly<Record<string, string>>;

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Preference fields hold shift type ids and weekday maps: said with names and days instead. */
const PREFERENCE_TEXT: Record<string, (value: object, names: ShiftTypeNames) => string> = {
  shift_preferences: (counts, names) =>
    Object.entries(counts)
      .map(([id, count]) => `${names[id] ?? id} ${String(count)}`)
      .sort()
      .join(', ') || 'none',
  disallowed_shift_types: (ids, names) =>
    (ids as string[])
      .map((id) => names[id] ?? id)
      .sort()
      .join(', ') || 'none',
  available_weekdays: (days) => {
    const available = DAYS.filter((_, day) => (days as Record<string, boolean>)[day] !== false);
    return available.length === DAYS.length ? 'every day' : available.join(', ') || 'no day';
  },
};

function valueText(value: unknown, key: string, names: ShiftTypeNames): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object' && PREFERENCE_TEXT[key]) return PREFERENCE_TEXT[key](value, names);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => valueText(item, '', names)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) => `${label(k)} ${valueText(v, k, names)}`)
      .join(', ');
  return String(value);
}

/**
 * The before → after of an entry as plain lines: roles in words ("Employee → Admin, Employee"),
 * a status alone ("pending → approved"), any other field named ("start date: — → 2026-12-01"),
 * preference counts and disallowed shift types by the shift types' names.
 * Only what changed is in before/after, so every key of either side is a line.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>, names: ShiftTypeNames = {}): string[] {
  const { before, after } = entry;
  if (!before && !after) return [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: string[] = [];
  if (keys.some((key) => ROLE_KEYS.includes(key))) lines.push(`${rolesText(before)} → ${after ? rolesText(after) : 'removed'}`);
  for (const key of keys.filter((k) => !ROLE_KEYS.includes(k))) {
    const change = `${valueText(before?.[key], key, names)} → ${valueText(after?.[key], key, names)}`;
    lines.push(key === 'status' ? change : `${label(key)}: ${change}`);
  }
  return lines;
}

/** 'vacation.manager_notified' → 'Vacation: manager notified'. */
export function kindText(kind: string): string {
  const [category = '', rest] = kind.split('.');
  const name = category.charAt(0).toUpperCase() + category.slice(1);
  return rest ? `${name}: ${label(rest)}` : name;
}
