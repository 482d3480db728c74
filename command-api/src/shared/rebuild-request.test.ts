import { given } from '@rostra/platform/decider/spec';
import { describe, it } from 'vitest';
import { rebuildDecider } from './rebuild-request.ts';

const command = { type: 'RequestRebuild', known: ['members', 'audit'], requestId: 'r1', now: '2026-11-22T10:00:00.000Z' } as const;

describe('requesting a projection rebuild', () => {
  it('records the request for a known projection, or for all of them', () => {
    given(rebuildDecider, [])
      .when({ ...command, projection: 'audit' })
      .then([
        { type: 'ProjectionRebuildRequested', data: { requestId: 'r1', projection: 'audit', requestedAt: '2026-11-22T10:00:00.000Z' } },
      ]);
    given(rebuildDecider, [])
      .when({ ...command, projection: 'all' })
      .then([
        { type: 'ProjectionRebuildRequested', data: { requestId: 'r1', projection: 'all', requestedAt: '2026-11-22T10:00:00.000Z' } },
      ]);
  });

  it('refuses a projection this deployment does not have', () => {
    given(rebuildDecider, [])
      .when({ ...command, projection: 'nope' })
      .thenFails('not_found', 'Unknown projection "nope". Known: members, audit, or all.');
  });
});
