import { clock } from './clock.ts';

const DAY_MS = 86_400_000;

/** 'Mar 4, 2026' */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Whole days from now until the instant, rounded up (an invitation due later today has 1 day left). */
export function daysUntil(value: string, now: Date = clock.now()): number {
  return Math.ceil((new Date(value).getTime() - now.getTime()) / DAY_MS);
}

/** Tomorrow as YYYY-MM-DD in the browser's zone: the earliest subscription expiry. */
export function tomorrow(now: Date = clock.now()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
}
