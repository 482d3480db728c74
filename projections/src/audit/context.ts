import type { NameParts } from '@rostra/contracts';
import type { ProjectionTx } from '@rostra/platform';

// What the audit projection remembers between events so that each entry reads plainly on its own:
// members' names and e-mails, vacation requests' dates and status, who asked for a generation and
// shift types' names and start times. One table, ids prefixed by what they are.
export const AUDIT_CONTEXT_TABLE = 'audit_context';

export interface Person {
  email: string | null;
  name: string | null;
  /** Once the member has joined. */
  user_id?: string | null;
}

export interface VacationFacts {
  start_date: string;
  end_date: string;
  status: string;
}

export interface GenerationFacts {
  organization_id: string;
  year: number;
  month: number;
  actor_user_id: string | null;
  actor_email: string | null;
}

export interface ShiftTypeFacts {
  name: string;
  start_time: string;
}

async function read<T>(tx: ProjectionTx, id: string): Promise<T | null> {
  return (await tx.get<{ id: string } & T>(AUDIT_CONTEXT_TABLE, id)) as T | null;
}

function write(tx: ProjectionTx, id: string, value: object): void {
  tx.put(AUDIT_CONTEXT_TABLE, { ...value, id });
}

export const people = {
  get: (tx: ProjectionTx, memberId: string) => read<Person>(tx, `person:${memberId}`),
  put: (tx: ProjectionTx, memberId: string, person: Person) => write(tx, `person:${memberId}`, person),
};
export const vacations = {
  get: (tx: ProjectionTx, requestId: string) => read<VacationFacts>(tx, `vacation:${requestId}`),
  put: (tx: ProjectionTx, requestId: string, facts: VacationFacts) => write(tx, `vacation:${requestId}`, facts),
};
export const generations = {
  get: (tx: ProjectionTx, requestId: string) => read<GenerationFacts>(tx, `generation:${requestId}`),
  put: (tx: ProjectionTx, requestId: string, facts: GenerationFacts) => write(tx, `generation:${requestId}`, facts),
};

/** "First Last", else the profile or invited name, else null. */
export function displayName(parts: Partial<NameParts>, fallback: string | null | undefined): string | null {
  const full = [parts.preferred_name ?? parts.first_name, parts.last_name].filter(Boolean).join(' ');
  return full || fallback || null;
}

/** How an entry names a member: "Name <email>", the e-mail, or the id. */
export function label(person: Person | null, memberId: string): string {
  if (person?.name && person.email) return `${person.name} <${person.email}>`;
  return person?.email ?? person?.name ?? `member ${memberId}`;
}
export const shiftTypes = {
  get: (tx: ProjectionTx, organizationId: string, shiftTypeId: string) =>
    read<ShiftTypeFacts>(tx, `shift-type:${organizationId}:${shiftTypeId}`),
  put: (tx: ProjectionTx, organizationId: string, shiftTypeId: string, facts: ShiftTypeFacts) =>
    write(tx, `shift-type:${organizationId}:${shiftTypeId}`, facts),
};
