import { AuditEntries } from './audit-entries.tsx';
import { RolesOnDate } from './roles-on-date.tsx';
import { VacationOnDate } from './vacation-on-date.tsx';
import './audit.css';

type Subject = { memberId: string; requestId?: never } | { requestId: string; memberId?: never };

/**
 * A details section's History: the member's or the vacation request's entries, newest first, and
 * the point-in-time question that fits (roles on a date, or the request's state on a date). Every
 * entry is about the same person, so the For column is left out.
 */
export function AuditHistory({ organizationId, memberId, requestId }: { organizationId: string } & Subject) {
  return (
    <section className="audit-history" aria-label="History">
      <h3>History</h3>
      {memberId !== undefined ? (
        <RolesOnDate organizationId={organizationId} memberId={memberId} />
      ) : (
        <VacationOnDate organizationId={organizationId} requestId={requestId} />
      )}
      <AuditEntries
        organizationId={organizationId}
        filters={memberId !== undefined ? { member: memberId } : { request: requestId }}
        limit={20}
        caption="History, newest first"
        showMember={false}
      />
    </section>
  );
}
