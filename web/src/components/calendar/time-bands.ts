// The time-of-day colour bands of docs/product/limits.md#calendar: a shift's chip takes the colour of the band its start falls
// in, and its border is the same colour 20% darker.

export type TimeBand = 'night' | 'dawn' | 'morning' | 'midday' | 'afternoon' | 'evening';

/** Upper bound (inclusive, minutes after midnight) of each band, in order; 1201–1439 is night again. */
const BANDS: [number, TimeBand][] = [
  [300, 'night'],
  [420, 'dawn'],
  [600, 'morning'],
  [840, 'midday'],
  [1020, 'afternoon'],
  [1200, 'evening'],
  [1439, 'night'],
];

/** Light fills, so the chip's dark text keeps its contrast in both themes. */
const FILL: Record<TimeBand, string> = {
  night: '#c7d2fe',
  dawn: '#fbcfe8',
  morning: '#fef08a',
  midday: '#bbf7d0',
  afternoon: '#fed7aa',
  evening: '#ddd6fe',
};

/** Minutes after midnight of 'HH:MM' (0 for anything unreadable). */
export function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  return match ? Math.min(1439, Number(match[1]) * 60 + Number(match[2])) : 0;
}

export function timeBand(startTime: string): TimeBand {
  const minutes = minutesOf(startTime);
  return BANDS.find(([upTo]) => minutes <= upTo)![1];
}

/** '#rrggbb' with every channel scaled down by `amount` (0.2: 20% darker). */
export function darken(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Math.round(parseInt(hex.slice(at, at + 2), 16) * (1 - amount)));
  return `#${channels.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

export interface BandColours {
  band: TimeBand;
  background: string;
  border: string;
}

const COLOURS = new Map<TimeBand, BandColours>(
  (Object.keys(FILL) as TimeBand[]).map((band) => [band, { band, background: FILL[band], border: darken(FILL[band], 0.2) }]),
);

export function bandColours(startTime: string): BandColours {
  return COLOURS.get(timeBand(startTime))!;
}
