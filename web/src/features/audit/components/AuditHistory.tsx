import { AuditEntries } from './AuditEntries.tsx';
import { RolesOnDate } from './RolesOnDate.tsx';
import './audit.css';

type Subject = { memberId: string; requestId?: never } | { requestId: string; memberId?: never };

/** A details modal's History section: the member's or the vacation request's entries, newest first. */
export function AuditHistory({ organizationId, ...subject }: { organizationId: string } & Subject) {
  const filters = subject.memberId ? { member: subject.memberId } : { request: subject.requestId };
  return (
    <section className="audit-history" aria-label="History">
      <h3>History</h3>
      {subject.memberId && <RolesOnDate organizationId={organizationId} memberId={subject.memberId} />}
      <AuditEntries organizationId={organizationId} filters={filters} limit={20} caption="History, newest first" showMember={!subject.memberId} />
    </section>
  );
}
