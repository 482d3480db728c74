import { todayIn } from '@rostra/contracts';

export interface FeedWindow {
  /** The months the feed covers, oldest first. */
  months: { year: number; month: number }[];
  from: string;
  to: string;
}

/** From the first day of last month to the end of the month after next, in the organization's zone. */
export function feedWindow(timeZone: string, now: Date): FeedWindow {
  const today = todayIn(timeZone, now);
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  const months = [-1, 0, 1, 2].map((offset) => ({ year: Math.floor((index + offset) / 12), month: ((index + offset) % 12) + 1 }));
  const first = months[0]!;
  const last = months.at(-1)!;
  const lastDay = new Date(Date.UTC(last.year, last.month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return { months, from: `${first.year}-${pad(first.month)}-01`, to: `${last.year}-${pad(last.month)}-${pad(lastDay)}` };
}
