import type { AuditKind, AuditRecord } from '@rostra/contracts';
import type { ProjectionTx, RecordedEvent } from '@rostra/platform';

export type AuditRow = AuditRecord;

/** What a describer says about one event; the projection adds who, when and where from the metadata. */
export interface Described {
  kind: AuditKind;
  summary: string;
  memberId?: string | null;
  requestId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
  /** Who to name as the actor when the metadata's actor is a machine (the solver). */
  actor?: { userId: string | null; email: string | null };
  organizationId?: string;
}

/** Turns one event into its audit entry (or none: e.g. preferences an employee set themself). */
export type Describer<E = unknown> = (event: RecordedEvent & E, tx: ProjectionTx) => Promise<Described | null> | Described | null;

/** One describer for each event type of `E`: a type left out fails to compile, so none goes unaudited. */
export type Describers<E extends { type: string }> = { [T in E['type']]: Describer<Extract<E, { type: T }>> };

/** Positions are bigints of up to 128 bits (EventStoreDB packs two 64-bit numbers): 39 digits. */
export const positionKey = (position: bigint) => position.toString().padStart(40, '0');
