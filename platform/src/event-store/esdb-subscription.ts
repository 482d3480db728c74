import type { Writable } from 'node:stream';
import type { AllStreamResolvedEvent, AllStreamSubscription } from '@eventstore/db-client';
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
  readonly #onStoreClosed = (): void => void this.close();
  #delivered = 0;
  #closed = false;

  constructor(stream: AllStreamSubscription, storeClosed: AbortSignal) {
    this.#stream = stream;
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
