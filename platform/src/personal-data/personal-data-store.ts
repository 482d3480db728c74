import type {
  AppendOptions,
  AppendResult,
  EventStore,
  NewEvent,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../event-store/port.ts';
import { open, planSealing, seal, sealedSubjectsOf } from './event-codec.ts';
import type { SubjectKeyStore } from './key-store.ts';

/**
 * Any event store with crypto-shredding: personal fields are sealed with their subject's key
 * before the inner store appends (plaintext never reaches the log) and opened after it reads and
 * upcasts, so deciders, projections and the solver see plain values, or the replacements of
 * erased subjects. Upcasters move personal fields as they are; they never read them.
 */
export class PersonalDataEventStore implements EventStore {
  /** Counting reads no payload, so it is the inner store's, where it has one. */
  readonly countAfter?: (after: bigint | null) => Promise<number>;

  constructor(
    private readonly inner: EventStore,
    readonly keys: SubjectKeyStore,
  ) {
    if (inner.countAfter) this.countAfter = inner.countAfter.bind(inner);
  }

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const plans = events.map(planSealing);
    const keys = await this.keys.keys(
      plans.flatMap((plan) => plan.pending.map((p) => p.subject)),
      { create: true },
    );
    return this.inner.append(
      streamId,
      plans.map((plan) => seal(plan, keys)),
      options,
    );
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const events = await this.inner.readStream(streamId, options);
    const subjects = events.flatMap(sealedSubjectsOf);
    if (subjects.length === 0) return events;
    const keys = await this.keys.keys(subjects);
    return events.map((event) => open(event, keys));
  }

  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    return this.#opened(this.inner.readAll(options));
  }

  subscribeToAll(options?: SubscribeOptions): Subscription {
    const inner = this.inner.subscribeToAll(options);
    const opened = this.#opened(inner);
    return { [Symbol.asyncIterator]: () => opened[Symbol.asyncIterator](), close: () => inner.close() };
  }

  async *#opened(events: AsyncIterable<RecordedEvent>): AsyncGenerator<RecordedEvent> {
    for await (const event of events) {
      const subjects = sealedSubjectsOf(event);
      yield subjects.length === 0 ? event : open(event, await this.keys.keys(subjects));
    }
  }

  headPosition(): Promise<bigint | null> {
    return this.inner.headPosition();
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.keys.close();
  }
}
