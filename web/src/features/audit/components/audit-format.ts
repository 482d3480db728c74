import type { AuditEntry } from '@rostra/contracts';

const ROLE_KEYS = ['is_admin', 'is_employee'];

/** "Admin, Employee", "Admin", "Employee" or "None" — the member table's words for roles. */
export function rolesText(values: { is_admin?: unknown; is_employee?: unknown } | null): string {
  if (!values) return '—';
  const roles = [values.is_admin === true && 'Admin', values.is_employee === true && 'Employee'].filter(Boolean);
  return roles.length ? roles.join(', ') : 'None';
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const label = (key: string) => key.replaceAll('_', ' ');

/**
 * The before → after of an entry as plain lines: roles in words ("Employee → Admin, Employee"),
 * a status alone ("pending → approved"), any other field named ("start date: — → 2026-12-01").
 * Only what changed is in before/after, so every key of either side is a line.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const { before, after } = entry;
  if (!before && !after) return [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: string[] = [];
  if (keys.some((key) => ROLE_KEYS.includes(key))) lines.push(`${rolesText(before)} → ${after ? rolesText(after) : 'removed'}`);
  for (const key of keys.filter((k) => !ROLE_KEYS.includes(k))) {
    const change = `${valueText(before?.[key])} → ${valueText(after?.[key])}`;
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
