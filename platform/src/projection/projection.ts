import type { RecordedEvent } from '../event-store/port.ts';
import type { Doc, FindQuery, IndexSpec } from '../read-store/port.ts';

/** A table a projection owns. Its name is also the alias the query side reads it by. */
export interface ProjectionTable {
  name: string;
  indexes?: IndexSpec[];
}

/**
 * What a projection sees while it applies an event: the tables it owns, by their logical names,
 * with its own uncommitted changes already visible.
 */
export interface ProjectionTx {
  get<T extends Doc = Doc>(table: string, id: string): Promise<T | null>;
  find<T extends Doc = Doc>(table: string, query?: FindQuery): Promise<T[]>;
  put(table: string, doc: Doc): void;
  delete(table: string, id: string): void;
}

/**
 * A read model built from the log. `apply` must be deterministic (same events, same documents):
 * rebuilds depend on it. Bump `version` whenever the documents it writes change shape or meaning;
 * the runner then rebuilds it blue/green.
 */
export interface Projection {
  name: string;
  version: number;
  tables: ProjectionTable[];
  /** Event types it reads; others only move its checkpoint. Omitted: every event. */
  eventTypes?: readonly string[];
  apply(event: RecordedEvent, tx: ProjectionTx): void | Promise<void>;
}

export function handles(projection: Projection, type: string): boolean {
  return projection.eventTypes === undefined || projection.eventTypes.includes(type);
}

/** One handler per event type a projection reads, each given the event of its type. */
export type EventHandlers<E extends { type: string }> = {
  [T in E['type']]?: (event: RecordedEvent & Extract<E, { type: T }>, tx: ProjectionTx) => void | Promise<void>;
};

type Handler = (event: RecordedEvent, tx: ProjectionTx) => void | Promise<void>;

/**
 * A projection written as one handler per event type (`on`): the types it reads are its handlers'
 * names, so no type is read without a handler, nor handled without being read.
 */
export function projectionOf<E extends { type: string }>({
  on,
  ...projection
}: Omit<Projection, 'eventTypes' | 'apply'> & { on: EventHandlers<E> }): Projection {
  const handlers = on as Partial<Record<string, Handler>>;
  return { ...projection, eventTypes: Object.keys(handlers), apply: (event, tx) => handlers[event.type]?.(event, tx) };
}
