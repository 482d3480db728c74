import type { EventData, JSONRecordedEvent, JSONType } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { fromRecordedEvent, isRostraEvent, packPosition, toEventData, unpackPosition } from './esdb-mapping.ts';
import type { NewEvent } from './port.ts';
import { testMetadata } from './testing/metadata.ts';

describe('esdb position packing', () => {
  it('round-trips commit and prepare positions', () => {
    const position = { commit: 123_456_789_012n, prepare: 2n ** 64n - 1n };
    expect(unpackPosition(packPosition(position))).toEqual(position);
  });

  it('orders by commit, then by prepare within one append', () => {
    const packed = [
      { commit: 10n, prepare: 10n },
      { commit: 10n, prepare: 250n },
      { commit: 11n, prepare: 11n },
      { commit: 2n ** 40n, prepare: 0n },
    ].map(packPosition);
    expect(packed.slice().sort((a, b) => (a < b ? -1 : 1))).toEqual(packed);
  });
});

/** What EventStoreDB hands back for an event appended as `wire`. */
const readBack = (wire: EventData, streamId: string, revision: bigint) =>
  ({
    streamId,
    id: wire.id,
    isJson: true,
    revision,
    type: wire.type,
    created: new Date(),
    data: wire.data,
    metadata: wire.metadata,
    position: { commit: 100n, prepare: 100n },
  }) as JSONRecordedEvent;

describe('esdb event mapping', () => {
  it('keeps version and metadata through the wire format, with the correlation keys EventStoreDB reads', () => {
    const event: NewEvent = {
      id: '6f1c2f0e-8d3b-4c38-9a57-0d6f2f4a9b11',
      type: 'VacationApproved',
      version: 3,
      data: { vacationId: 'v-1', days: ['2026-07-01'] },
      metadata: {
        actorUserId: 'u-1',
        actorEmail: 'boss@example.com',
        organizationId: 'org-1',
        subjectMemberId: 'm-9',
        correlationId: 'corr-1',
        causationId: 'cause-1',
        occurredAt: '2026-06-01T08:00:00.000Z',
      },
    };
    const wire = toEventData(event);
    expect(wire.metadata).toMatchObject({ $correlationId: 'corr-1', $causationId: 'cause-1' });

    expect(fromRecordedEvent(readBack(wire, 'vacation-org-1-v-1', 4n))).toEqual({
      ...event,
      streamId: 'vacation-org-1-v-1',
      revision: 4n,
      position: packPosition({ commit: 100n, prepare: 100n }),
    });
  });
});

describe('esdb events of an old schema version', () => {
  it('read as the current version of their type', () => {
    const metadata = testMetadata({ organizationId: '7', occurredAt: '2026-11-03T08:00:00.000Z' });
    const review = { reviewerUserId: 'u-ada', reviewerEmail: 'ada@example.com', reviewedAt: '2026-11-03T08:00:00.000Z' };
    const ref = { organizationId: '7', memberId: 'm1', requestId: 'm1.1' };
    const wire = toEventData({ type: 'VacationRequestApproved', version: 1, data: { ...ref, review_notes: 'Enjoy', ...review }, metadata });
    const { version, data } = fromRecordedEvent(readBack(wire, 'vacations-7-m1', 1n));
    expect({ version, data }).toEqual({ version: 2, data: { ...ref, reviewNotes: 'Enjoy', ...review } });
  });
});

describe('events of another writer on the same database', () => {
  const recorded = (fields: Partial<JSONRecordedEvent> | { isJson: false; data: Uint8Array; metadata?: Uint8Array }) =>
    ({
      streamId: 'orders-1',
      id: '0b9d5c1e-6a8f-4f5e-9d0c-3f0e1c2b7a44',
      isJson: true,
      revision: 0n,
      type: 'OrderPlaced',
      created: new Date(),
      data: { orderId: 1 },
      metadata: undefined,
      position: { commit: 7n, prepare: 7n },
      ...fields,
    }) as JSONRecordedEvent;

  it('are told apart from ours: no metadata, another shape of metadata, or not JSON', () => {
    expect(isRostraEvent(recorded({}))).toBe(false);
    expect(isRostraEvent(recorded({ metadata: { $correlationId: 'x', user: 'etl' } }))).toBe(false);
    expect(isRostraEvent(recorded({ isJson: false, data: new Uint8Array([1, 2]), metadata: new Uint8Array([3]) }))).toBe(false);
    const ours = toEventData({ type: 'UserSignedUp', version: 1, data: {}, metadata: testMetadata() });
    expect(isRostraEvent(recorded({ type: ours.type, data: ours.data as JSONType, metadata: ours.metadata }))).toBe(true);
  });
});
