import { describe, expect, it } from 'vitest';
import { EVENT_VERSIONS } from './index.ts';
import { upcast, UPCASTERS } from './upcasting.ts';

describe('upcasting', () => {
  it('has a step from every earlier version of every event type, and none from the current one', () => {
    const versioned = Object.entries(EVENT_VERSIONS);
    const gaps = versioned.flatMap(([type, current]) => {
      const steps = UPCASTERS[type as keyof typeof EVENT_VERSIONS] ?? {};
      const missing = Array.from({ length: current - 1 }, (_, i) => i + 1).filter((from) => !steps[from]);
      const extra = Object.keys(steps)
        .map(Number)
        .filter((from) => from >= current);
      return [...missing.map((from) => `${type}: no step from v${from}`), ...extra.map((from) => `${type}: a step from v${from}`)];
    });
    expect(gaps).toEqual([]);
  });

  it('only lists event types the log knows', () => {
    expect(Object.keys(UPCASTERS).filter((type) => !(type in EVENT_VERSIONS))).toEqual([]);
  });

  it('passes a current version, and a type it has no steps for, through unchanged', () => {
    const data = { organizationId: '7', memberId: 'm1', requestId: 'm1.1', previousStatus: 'approved' };
    expect(upcast('VacationRequestCancelled', 1, data)).toEqual({ version: 1, data });
    expect(upcast('Thing', 3, data)).toEqual({ version: 3, data });
    const current = { ...data, reviewNotes: null };
    expect(upcast('VacationRequestApproved', 2, current)).toEqual({ version: 2, data: current });
  });
});
