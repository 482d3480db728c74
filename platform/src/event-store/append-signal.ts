/**
 * Wakes caught-up subscriptions when this process appends. Versioned: a subscription notes the
 * version before it reads, so an append landing between its read and its wait still wakes it.
 */
export class AppendSignal {
  #version = 0;
  readonly #waiters = new Set<() => void>();

  get version(): number {
    return this.#version;
  }

  notify(): void {
    this.#version++;
    for (const wake of [...this.#waiters]) wake();
  }

  /**
   * Resolves once notify() has been called since `version` was read, when `signal` aborts, or
   * after `timeoutMs` (used to poll for appends made by other processes).
   */
  changedSince(version: number, signal: AbortSignal, timeoutMs?: number): Promise<void> {
    if (version !== this.#version || signal.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = timeoutMs === undefined ? undefined : setTimeout(wake, timeoutMs);
      const waiters = this.#waiters;
      function wake(): void {
        clearTimeout(timer);
        waiters.delete(wake);
        signal.removeEventListener('abort', wake);
        resolve();
      }
      waiters.add(wake);
      signal.addEventListener('abort', wake);
    });
  }
}
