import type { JsonRepresentation } from './representation.ts';

interface Slot {
  version: string;
  rendered: Promise<JsonRepresentation | null>;
  representation: JsonRepresentation | null;
}

/**
 * Rendered answers of a read, one per slot (e.g. an organization's month), each tagged with the
 * version of the read models it was made from. A request that finds its slot at the version it
 * reads now is answered without reading or serializing again; concurrent requests at a new
 * version share one render. Least recently used slots go first once the byte budget is spent.
 */
export class RepresentationCache {
  private readonly slots = new Map<string, Slot>();

  constructor(private readonly budgetBytes: number) {}

  /**
   * The representation at `version`, rendered when the slot holds another version. Read the
   * version before the data it stands for: the data is then at least that new, so a client that
   * waited for its write never gets an answer from before it.
   */
  get(slot: string, version: string, render: () => Promise<JsonRepresentation | null>): Promise<JsonRepresentation | null> {
    const held = this.slots.get(slot);
    this.slots.delete(slot);
    if (held?.version === version) {
      this.slots.set(slot, held); // most recently used last
      return held.rendered;
    }
    const entry: Slot = { version, rendered: render(), representation: null };
    this.slots.set(slot, entry);
    entry.rendered.then(
      (representation) => {
        entry.representation = representation;
        this.evict();
      },
      () => {
        if (this.slots.get(slot) === entry) this.slots.delete(slot);
      },
    );
    return entry.rendered;
  }

  private evict(): void {
    let bytes = 0;
    for (const { representation } of this.slots.values()) bytes += representation?.size ?? 0;
    for (const [slot, { representation }] of this.slots) {
      if (bytes <= this.budgetBytes || this.slots.size === 1) break;
      bytes -= representation?.size ?? 0;
      this.slots.delete(slot);
    }
  }
}
