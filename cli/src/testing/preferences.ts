import { DEFAULT_PREFERENCES } from '@rostra/contracts';
import type { SchedulingWorld } from './scheduling-world.ts';

/** A preference set as it reads before anything was saved: every weekday available. */
export const DEFAULTS = { ...DEFAULT_PREFERENCES, available_weekdays: { 0: true, 1: true, 2: true, 3: true, 4: true, 5: true, 6: true } };

/** Bo saves his preferences, then changes some of them. */
export async function bosPreferences(w: SchedulingWorld) {
  const saved = await w.bo.post(w.path('/my-preferences'), {
    shift_preferences: { s1: 4, s2: 2 },
    max_consecutive_days: 5,
    reason: ' Evenings suit me ',
  });
  const updated = await w.bo.put(w.path('/my-preferences'), { available_weekdays: { 0: false, 6: false }, disallowed_shift_types: ['s2'] });
  return { saved, updated };
}
