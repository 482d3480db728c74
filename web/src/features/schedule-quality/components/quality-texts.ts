import type { ScheduleQualityAnswer } from '@rostra/contracts';

/** A head-count explanation, or one of a skill shortfall (its reasons and changes are of those holding the skill). */
export type Explanation =
  ScheduleQualityAnswer['explanations']['items'][number] | ScheduleQualityAnswer['skill_explanations']['items'][number];

/** 'Sat, Dec 5' for a YYYY-MM-DD date. */
export function shortDate(date: string): string {
  const value = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(value.getTime())
    ? date
    : value.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/** '1 short on Sat, Dec 5 and Sat, Dec 12'; of a skill, '1 short of Registered nurse on Wed, Dec 16'. */
export function shortfallText(x: Explanation): string {
  const dates = x.dates.map(shortDate);
  const listed = dates.length > 1 ? `${dates.slice(0, -1).join(', ')} and ${dates.at(-1)}` : dates[0];
  const of = 'skill_name' in x ? ` of ${x.skill_name}` : '';
  return `${x.shortfall} short${of} on ${listed}`;
}

/** '(fills 2 of 3 shift-days)' when the change fills only part of the group. */
export function fillsText(fills: number, of: number): string {
  return of > 1 ? ` (fills ${fills} of ${of} shift-days)` : '';
}

/** 'Showing 100 of 240.' under a list the report cut, nothing otherwise. */
export function cutText(list: { total: number; items: unknown[] }): string | null {
  return list.total > list.items.length ? `Showing ${list.items.length} of ${list.total}.` : null;
}

/** How the draft moved since the generation the explanations are of. */
export function draftMovedText(edits: number): string {
  if (edits === 0) return 'A vacation or absence changed the staffing since it was generated.';
  return `${edits === 1 ? '1 hand edit or repair' : `${edits} hand edits or repairs`} since it was generated.`;
}
