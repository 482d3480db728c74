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
import { openAll, planSealing, seal, subjectsToSeal } from './event-codec.ts';
import type { SubjectKeyStore } from './key-store.ts';
import { ReadKeys, type ReadKeysOptions } from './read-keys.ts';

/**
 * Any event store with crypto-shredding: personal fields are sealed with their subject's key
 * before the inner store appends (plaintext never reaches the log) and opened after it reads and
 * upcasts, so deciders, projections and the solver see plain values, or the replacements of
 * erased subjects. Upcasters move personal fields as they are; they never read them.
 */
export class PersonalDataEventStore implements EventStore {
  /** Counting reads no payload, so it is the inner store's, where it has one. */
  readonly countAfter?: (after: bigint | null) => Promise<number>;

  readonly #readKeys: ReadKeys;

  constructor(
    private readonly inner: EventStore,
    readonly keys: SubjectKeyStore,
    readKeys: ReadKeysOptions = {},
  ) {
    if (inner.countAfter) this.countAfter = inner.countAfter.bind(inner);
    this.#readKeys = new ReadKeys(keys, readKeys);
  }

  readonly #keysOf = (subjects: string[]) => this.#readKeys.keys(subjects);

  async append(streamId: string, events: NewEvent[], options: AppendOptions): Promise<AppendResult> {
    const plans = events.map(planSealing);
    const keys = await this.keys.keys(subjectsToSeal(plans), { create: true });
    return this.inner.append(
      streamId,
      plans.map((plan) => seal(plan, keys)),
      options,
    );
  }

  async readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]> {
    const events = await this.inner.readStream(streamId, options);
    await this.#readKeys.check();
    return openAll(events, this.#keysOf);
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
    // A new read (a rebuild among them) starts with the keys as they are now.
    await this.#readKeys.check();
    for await (const event of events) yield (await openAll([event], this.#keysOf))[0]!;
  }

  headPosition(): Promise<bigint | null> {
    return this.inner.headPosition();
  }

  async close(): Promise<void> {
    await this.inner.close();
    await this.keys.close();
  }
}
