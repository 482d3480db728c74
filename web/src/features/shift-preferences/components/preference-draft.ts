import {
  canonicalPreferences,
  preferencesBody,
  preferencesProblem,
  type MonthlyRange,
  type PreferenceValues,
  type PreferencesBody,
  type Weekday,
} from '@rostra/contracts';

// The admin's edits of one employee's admin-set preferences, kept as a draft until 'Update N
// Changed'; the rules of docs/product/states.md for Available, and what the totals and comparisons show.

export const WEEKDAYS: { key: Weekday; short: string; name: string }[] = [
  { key: '0', short: 'S', name: 'Sunday' },
  { key: '1', short: 'M', name: 'Monday' },
  { key: '2', short: 'T', name: 'Tuesday' },
  { key: '3', short: 'W', name: 'Wednesday' },
  { key: '4', short: 'T', name: 'Thursday' },
  { key: '5', short: 'F', name: 'Friday' },
  { key: '6', short: 'S', name: 'Saturday' },
];

/** Form values: counts and day limits as typed, so a half-typed number is not lost. */
export interface Draft {
  counts: Record<string, string>;
  disallowed: string[];
  min_consecutive_days: string;
  max_consecutive_days: string;
  min_consecutive_days_off: string;
  /** Blank: the organization's weekly limit. */
  max_weekly_hours: string;
  available_weekdays: Record<Weekday, boolean>;
}

export function draftOf(values: PreferenceValues, shiftTypeIds: readonly string[]): Draft {
  return {
    counts: Object.fromEntries(shiftTypeIds.map((id) => [id, String(values.shift_preferences[id] ?? 0)])),
    disallowed: [...values.disallowed_shift_types],
    min_consecutive_days: String(values.min_consecutive_days),
    max_consecutive_days: String(values.max_consecutive_days),
    min_consecutive_days_off: String(values.min_consecutive_days_off),
    max_weekly_hours: values.max_weekly_hours === null ? '' : String(values.max_weekly_hours),
    available_weekdays: { ...values.available_weekdays },
  };
}

/** docs/product/states.md: unticking zeroes the count and disallows; re-ticking allows again, with 1 if it was 0. */
export function setAvailable(draft: Draft, shiftTypeId: string, available: boolean): Draft {
  if (!available)
    return { ...draft, counts: { ...draft.counts, [shiftTypeId]: '0' }, disallowed: [...new Set([...draft.disallowed, shiftTypeId])] };
  const count = Number(draft.counts[shiftTypeId] ?? 0) || 0;
  return {
    ...draft,
    counts: { ...draft.counts, [shiftTypeId]: String(count === 0 ? 1 : count) },
    disallowed: draft.disallowed.filter((id) => id !== shiftTypeId),
  };
}

/** The body a draft saves; the contract's rules (0–31, 1–7, 1–14, max ≥ min, 0–168 h) or the first problem's text. */
export function bodyOf(draft: Draft): { body: PreferencesBody } | { problem: string } {
  const counts = Object.fromEntries(Object.entries(draft.counts).map(([id, value]) => [id, value.trim() === '' ? NaN : Number(value)]));
  const parsed = preferencesBody.safeParse({
    shift_preferences: counts,
    min_consecutive_days: Number(draft.min_consecutive_days),
    max_consecutive_days: Number(draft.max_consecutive_days),
    min_consecutive_days_off: Number(draft.min_consecutive_days_off),
    max_weekly_hours: draft.max_weekly_hours.trim() === '' ? null : Number(draft.max_weekly_hours),
    disallowed_shift_types: draft.disallowed,
    available_weekdays: draft.available_weekdays,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.join('.')}: ${issue.message}` };
  }
  const problem = preferencesProblem({ ...(parsed.data as PreferenceValues), reason: null });
  return problem ? { problem } : { body: parsed.data };
}

/** Whether the draft would change the stored set (both compared in their canonical form). */
export function isChanged(draft: Draft, stored: PreferenceValues): boolean {
  const result = bodyOf(draft);
  if ('problem' in result) return true;
  const after = canonicalPreferences({ ...stored, ...(result.body as Partial<PreferenceValues>) });
  return JSON.stringify(after) !== JSON.stringify(canonicalPreferences(stored));
}

export type Comparison = 'more' | 'aligned' | 'less' | 'conflict';

/** The employee's wish against the admin's count: green wants more, blue aligned, amber wants less. */
export function compare(requested: number, adminSet: number): Comparison {
  return requested > adminSet ? 'more' : requested < adminSet ? 'less' : 'aligned';
}

export const COMPARISON_TEXT: Record<Comparison, string> = {
  more: 'wants more',
  aligned: 'aligned',
  less: 'wants less',
  conflict: 'conflict: available in the Admin Requirement',
};

/**
 * One shift type of the Employee Requested sub-row: what the employee asked for, compared with
 * the admin's draft. An employee's "cannot work" the saved Admin Requirement leaves available is a
 * conflict, never "aligned": the admin may overrule it, and the solver then uses them there only
 * where cover needs it (docs/scheduling-rules.md).
 */
export function requestedComparison(
  requested: Pick<PreferenceValues, 'disallowed_shift_types' | 'shift_preferences'>,
  adminDraft: Draft,
  adminSetSaved: boolean,
  shiftTypeId: string,
): { value: string; comparison: Comparison } {
  if (requested.disallowed_shift_types.includes(shiftTypeId)) {
    const overruled = adminSetSaved && !adminDraft.disallowed.includes(shiftTypeId);
    return overruled ? { value: 'cannot work', comparison: 'conflict' } : { value: 'not available', comparison: 'aligned' };
  }
  const wanted = requested.shift_preferences[shiftTypeId] ?? 0;
  return { value: String(wanted), comparison: compare(wanted, Number(adminDraft.counts[shiftTypeId]) || 0) };
}

/** '30–31', or one number when the range is one (docs/product/screens-and-routes.md). */
export const rangeText = ({ low, high }: MonthlyRange) => (low === high ? String(low) : `${low}–${high}`);

/**
 * The totals' conflict with the month's requirement, in words; null when the counts fit it. What
 * the solver does (docs/scheduling-rules.md): it fills a need above the counts before leaving it
 * short, and staffs nobody where nobody is needed, even to reach a count.
 */
export function totalsConflict(label: string, adminSet: number, requirement: MonthlyRange): string | null {
  if (adminSet < requirement.low)
    return `${label}: admin-set shifts (${adminSet}) are fewer than the month needs (${rangeText(requirement)}). Employees will get more shifts than set where they are needed, or shifts will stay understaffed.`;
  if (adminSet > requirement.high)
    return `${label}: admin-set shifts (${adminSet}) are more than the month needs (${rangeText(requirement)}). Nobody is scheduled where nobody is needed, so some employees will get fewer shifts than set.`;
  return null;
}
