import type * as Port from '../event-store/port.ts';
import { openAll, planSealing, seal, subjectsToSeal } from './event-codec.ts';
import type { SubjectKeyStore } from './key-store.ts';
import { ReadKeys, type ReadKeysOptions } from './read-keys.ts';

/**
 * Any event store with crypto-shredding: personal fields are sealed with their subject's key
 * before the inner store appends (plaintext never reaches the log) and opened after it reads and
 * upcasts, so deciders, projections and the solver see plain values, or the replacements of
 * erased subjects. Upcasters move personal fields as they are; they never read them.
 */
export class PersonalDataEventStore implements Port.EventStore {
  /** Counting reads no payload, so it is the inner store's, where it has one. */
  readonly countAfter?: (after: bigint | null) => Promise<number>;

  readonly #readKeys: ReadKeys;

  constructor(
    private readonly inner: Port.EventStore,
    readonly keys: SubjectKeyStore,
    readKeys: ReadKeysOptions = {},
  ) {
    if (inner.countAfter) this.countAfter = inner.countAfter.bind(inner);
    this.#readKeys = new ReadKeys(keys, readKeys);
  }

  readonly #keysOf = (subjects: string[]) => this.#readKeys.keys(subjects);

  async append(streamId: string, events: Port.NewEvent[], options: Port.AppendOptions): Promise<Port.AppendResult> {
    const plans = events.map(planSealing);
    const keys = await this.keys.keys(subjectsToSeal(plans), { create: true });
    return this.inner.append(
      streamId,
      plans.map((plan) => seal(plan, keys)),
      options,
    );
  }

  async readStream(streamId: string, options?: Port.ReadStreamOptions): Promise<Port.RecordedEvent[]> {
    const events = await this.inner.readStream(streamId, options);
    await this.#readKeys.check();
    return openAll(events, this.#keysOf);
  }

  readAll(options?: Port.ReadAllOptions): AsyncIterable<Port.RecordedEvent> {
    return this.#opened(this.inner.readAll(options));
  }

  subscribeToAll(options?: Port.SubscribeOptions): Port.Subscription {
    const inner = this.inner.subscribeToAll(options);
    const opened = this.#opened(inner);
    return { [Symbol.asyncIterator]: () => opened[Symbol.asyncIterator](), close: () => inner.close() };
  }

  async *#opened(events: AsyncIterable<Port.RecordedEvent>): AsyncGenerator<Port.RecordedEvent> {
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
