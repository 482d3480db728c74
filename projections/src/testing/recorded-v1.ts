import { MEMBERSHIP_EVENT_VERSIONS } from '@rostra/contracts';
import type { GivenEvent } from '@rostra/platform/projection/testing/project-spec';

/**
 * Membership events written with the API's names, as version 1 recorded them: the log reads them
 * as version 2 (contracts/src/members/upcasters.ts), so the specifications that give
 * them this way also prove that old logs still project the same rows.
 */
export const membershipAsRecordedV1 = (events: GivenEvent[]): GivenEvent[] =>
  events.map((event) => (event.type in MEMBERSHIP_EVENT_VERSIONS && event.version === undefined ? { ...event, version: 1 } : event));
