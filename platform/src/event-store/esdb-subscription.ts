import type { Writable } from 'node:stream';
import type { AllStreamResolvedEvent, AllStreamSubscription, RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import { fromRecordedEvent } from './esdb-mapping.ts';
import type { RecordedEvent, Subscription } from './port.ts';

/**
 * A catch-up subscription to $all. The client's subscription is a Node stream fed by gRPC, so a
 * consumer that stops pulling fills its bounded buffers and then the HTTP/2 flow-control window,
 * which stops the server sending (back-pressure).
 */
export class EsdbSubscription implements Subscription {
  readonly #stream: AllStreamSubscription;
  readonly #storeClosed: AbortSignal;
  readonly #ours: (event: EsdbRecordedEvent) => boolean;
  readonly #onStoreClosed = (): void => void this.close();
  #delivered = 0;
  #closed = false;

  /** `ours`: whether to deliver an event; foreign ones (another writer's) are skipped. */
  constructor(stream: AllStreamSubscription, storeClosed: AbortSignal, ours: (event: EsdbRecordedEvent) => boolean) {
    this.#stream = stream;
    this.#ours = ours;
    this.#storeClosed = storeClosed;
    storeClosed.addEventListener('abort', this.#onStoreClosed);
  }

  /** Events received so far, delivered or buffered in the client (not counting gRPC's window). */
  get fetched(): number {
    // The client's subscription is a Transform: events wait on both of its sides.
    const writable = (this.#stream as unknown as Partial<Writable>).writableLength ?? 0;
    return this.#delivered + this.#stream.readableLength + writable;
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<RecordedEvent> {
    try {
      for await (const resolved of this.#stream as AsyncIterable<AllStreamResolvedEvent>) {
        if (resolved.event === undefined) continue;
        this.#delivered++;
        if (!this.#ours(resolved.event)) continue;
        yield fromRecordedEvent(resolved.event);
      }
    } catch (error) {
      // Closing destroys the stream under a waiting consumer: that ends the iteration, not an error.
      if (!this.#closed) throw error;
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#storeClosed.removeEventListener('abort', this.#onStoreClosed);
    await this.#stream.unsubscribe();
    this.#stream.destroy();
  }
}
