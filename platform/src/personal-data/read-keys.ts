import type { SubjectKey, SubjectKeyStore } from './key-store.ts';

export interface ReadKeysOptions {
  /** Clock of the staleness check, in ms (performance.now by default). */
  now?: () => number;
  /** Look-ups between two checks for erasures at most (default 256). */
  lookups?: number;
  /** Time between two checks at most, in ms (default 1000). */
  intervalMs?: number;
}

/**
 * The keys a process has opened for reading, so a read of the log does not ask the key store for
 * every event. Keys held go stale only by an erasure, perhaps in another process: every new read
 * (a rebuild, a command's stream) starts with a check, and a long read checks again every few
 * hundred look-ups or every second. Appends never use these: they ask the store each time.
 */
export class ReadKeys {
  readonly #keys = new Map<string, SubjectKey>();
  readonly #now: () => number;
  readonly #lookups: number;
  readonly #intervalMs: number;
  #erasure = -1;
  #checkedAt = -Infinity;
  #sinceCheck = 0;

  constructor(
    private readonly store: SubjectKeyStore,
    { now = () => performance.now(), lookups = 256, intervalMs = 1000 }: ReadKeysOptions = {},
  ) {
    this.#now = now;
    this.#lookups = lookups;
    this.#intervalMs = intervalMs;
  }

  /** Drops the keys held if anything was erased since they were opened. */
  async check(): Promise<void> {
    const erasure = await this.store.lastErasure();
    if (erasure !== this.#erasure) this.#keys.clear();
    this.#erasure = erasure;
    this.#checkedAt = this.#now();
    this.#sinceCheck = 0;
  }

  async keys(subjects: readonly string[]): Promise<ReadonlyMap<string, SubjectKey>> {
    this.#sinceCheck += 1;
    if (this.#sinceCheck >= this.#lookups || this.#now() - this.#checkedAt >= this.#intervalMs) await this.check();
    const missing = subjects.filter((subject) => !this.#keys.has(subject));
    if (missing.length > 0) for (const [subject, key] of await this.store.keys(missing)) this.#keys.set(subject, key);
    return this.#keys;
  }
}
