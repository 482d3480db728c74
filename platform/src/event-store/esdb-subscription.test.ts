import { PassThrough } from 'node:stream';
import type { AllStreamSubscription, JSONRecordedEvent, JSONType } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import { isRostraEvent, toEventData } from './esdb-mapping.ts';
import { EsdbSubscription } from './esdb-subscription.ts';
import { testMetadata } from './testing/metadata.ts';

/** A recorded event as the client decodes it from the wire. */
function recorded(
  streamId: string,
  commit: bigint,
  fields: Pick<JSONRecordedEvent, 'type' | 'data' | 'metadata'>,
): { event: JSONRecordedEvent } {
  return {
    event: {
      streamId,
      id: `00000000-0000-4000-8000-00000000000${commit}`,
      isJson: true,
      revision: 0n,
      created: new Date(),
      position: { commit, prepare: commit },
      ...fields,
    },
  };
}

describe('an EventStoreDB subscription', () => {
  it('delivers our events and skips, reporting each, those another writer put on the database', async () => {
    const ours = toEventData({ type: 'UserSignedUp', version: 1, data: { userId: 'u1' }, metadata: testMetadata() });
    // The client's subscription is an object-mode stream with unsubscribe(): this one is fed by hand.
    const stream = Object.assign(new PassThrough({ objectMode: true }), { unsubscribe: async () => undefined });
    stream.write(recorded('orders-1', 1n, { type: 'OrderPlaced', data: { orderId: 1 }, metadata: undefined }));
    stream.write(recorded('user-u1', 2n, { type: ours.type, data: ours.data as JSONType, metadata: ours.metadata }));
    stream.end();
    const skipped: string[] = [];
    const subscription = new EsdbSubscription(stream as unknown as AllStreamSubscription, new AbortController().signal, (event) => {
      if (isRostraEvent(event)) return true;
      skipped.push(event.streamId);
      return false;
    });
    const delivered = [];
    for await (const event of subscription) delivered.push(event.streamId);
    expect(delivered).toEqual(['user-u1']);
    expect(skipped).toEqual(['orders-1']);
  });
});
