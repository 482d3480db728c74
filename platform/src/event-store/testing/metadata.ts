import type { EventMetadata } from '../port.ts';

/**
 * The metadata of an event for a test: nobody acting for no organization, at a fixed instant,
 * with what the test is about given as `overrides`.
 */
export function testMetadata(overrides: Partial<EventMetadata> = {}): EventMetadata {
  return {
    actorUserId: null,
    actorEmail: null,
    organizationId: null,
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
