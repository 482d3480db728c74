import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download.ts';
import { auditPath, auditSearch, type AuditFilters } from './get-audit.ts';

/** The Export CSV button's download of the filtered list: GET /organizations/{id}/audit.csv. */
export function useExportAuditCsv(organizationId: string) {
  return useMutation({
    mutationFn: (filters: AuditFilters) =>
      downloadFile(`${auditPath(organizationId)}.csv${auditSearch(filters)}`, `audit-${organizationId}.csv`),
  });
}
