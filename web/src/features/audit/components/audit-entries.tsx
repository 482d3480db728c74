import { Button } from '@/components/ui/button.tsx';
import { ErrorState, Spinner } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useAudit, type AuditFilters } from '../api/get-audit.ts';
import { useShiftTypeNames } from '../api/get-shift-type-names.ts';
import { AuditTable } from './audit-table.tsx';

/** One filtered audit list: loading, error, the table and "Load more" while the cursor goes on. */
export function AuditEntries({
  organizationId,
  filters,
  caption,
  limit,
  showMember,
}: {
  organizationId: string;
  filters: AuditFilters;
  caption: string;
  limit?: number;
  showMember?: boolean;
}) {
  const audit = useAudit(organizationId, filters, limit);
  const shiftTypeNames = useShiftTypeNames(organizationId);
  if (audit.isPending) return <Spinner label="Loading audit trail…" />;
  if (!audit.data) return <ErrorState text={errorText(audit.error)} onRetry={() => void audit.refetch()} />;
  const entries = audit.data.pages.flatMap((page) => page.entries);
  return (
    <>
      <AuditTable
        entries={entries}
        caption={caption}
        empty="No audit entries match."
        showMember={showMember}
        shiftTypeNames={shiftTypeNames.data}
      />
      {audit.isFetchNextPageError && <ErrorState text="Failed to load more entries" onRetry={() => void audit.fetchNextPage()} />}
      {audit.hasNextPage && (
        <Button onClick={() => void audit.fetchNextPage()} busy={audit.isFetchingNextPage}>
          Load more
        </Button>
      )}
    </>
  );
}
