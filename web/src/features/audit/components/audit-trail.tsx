import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useExportAuditCsv } from '../api/export-audit-csv.ts';
import { type AuditFilters } from '../api/get-audit.ts';
import { useAuditMembers } from '../api/get-members.ts';
import { AuditEntries } from './audit-entries.tsx';
import { AuditFilterBar } from './audit-filter-bar.tsx';
import './audit.css';

/** Org Administration's Audit Trail tab: filters, the entries newest first, and the filtered list as CSV. */
export function AuditTrail({ organizationId }: { organizationId: string }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  const members = useAuditMembers(organizationId);
  const exportCsv = useExportAuditCsv(organizationId);
  const choices = (members.data?.members ?? []).map((member) => ({ id: member.id, label: `${member.name} <${member.email}>` }));
  return (
    <Card
      title="Audit Trail"
      actions={
        <Button onClick={() => exportCsv.mutate(filters)} busy={exportCsv.isPending}>
          Export CSV
        </Button>
      }
    >
      <AuditFilterBar members={choices} onApply={setFilters} />
      {exportCsv.isError && <Message kind="error">{`Export failed: ${errorText(exportCsv.error)}`}</Message>}
      <AuditEntries organizationId={organizationId} filters={filters} caption="Audit trail, newest first" />
    </Card>
  );
}
