import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/http.ts';
import { refreshSession, session } from '../../../lib/session.ts';
import { auditPath, auditSearch, type AuditFilters } from './get-audit.ts';

/**
 * GET /organizations/{id}/audit.csv with the Bearer token, saved through a Blob: a plain link
 * could not carry the token. The file name is the one the server gives.
 */
async function downloadCsv(organizationId: string, filters: AuditFilters): Promise<void> {
  let tokens = session.tokens();
  if (tokens && session.needsRenewal(tokens)) tokens = await refreshSession().catch(() => session.tokens());
  const response = await fetch(`/api${auditPath(organizationId)}.csv${auditSearch(filters)}`, {
    headers: tokens ? { Authorization: `Bearer ${tokens.access_token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    throw new ApiError(response.status, typeof body?.detail === 'string' ? body.detail : null);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `audit-${organizationId}.csv`;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** The Export CSV button's download of the filtered list. */
export function useExportAuditCsv(organizationId: string) {
  return useMutation({ mutationFn: (filters: AuditFilters) => downloadCsv(organizationId, filters) });
}
