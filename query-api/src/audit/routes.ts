import { AUDIT_TEXT, TEXT, VACATION_TEXT, asOfQuery, auditQuery, type AuditPage } from '@rostra/contracts';
import { notFound, organizationRole, parse, superAdminRole, type ReadStore } from '@rostra/platform';
import { Router, type Request, type Response } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { readOrganization } from '../shared/organizations.ts';
import { rolesAsOf, vacationRequestAsOf } from './as-of.ts';
import { csvRow } from '../shared/csv.ts';
import { CSV_COLUMNS, entryRow } from './csv.ts';
import { untilInstant } from './instants.ts';
import { allAuditRows, auditPage, decodeCursor, encodeCursor, toEntry } from './read.ts';

/** Days are the organization's; a deleted organization's zone is gone, so its days are UTC. */
async function zoneOf(store: ReadStore, organizationId: string): Promise<string> {
  return (await readOrganization(store, organizationId))?.time_zone ?? 'UTC';
}

/** The audit list as JSON pages or as a CSV export of every matching entry. */
async function answerList(deps: QueryApiDeps, request: Request, response: Response, organizationId: string, csv: boolean): Promise<void> {
  const { cursor, limit, format, ...filter } = parse(auditQuery, request.query);
  const zone = await zoneOf(deps.readStore, organizationId);
  if (csv || format === 'csv') {
    response.type('text/csv; charset=utf-8').attachment(`audit-${organizationId}.csv`);
    response.write(csvRow(CSV_COLUMNS));
    for await (const row of allAuditRows(deps.readStore, organizationId, filter, zone)) response.write(entryRow(toEntry(row)));
    response.end();
    return;
  }
  const page = await auditPage(deps.readStore, organizationId, filter, zone, cursor ? decodeCursor(cursor) : null, limit);
  const answer: AuditPage = { entries: page.rows.map(toEntry), next_cursor: page.next ? encodeCursor(page.next) : null };
  response.json(answer);
}

/** `as_of` as an instant: a date means the end of that day in the organization's zone. */
async function asOf(deps: QueryApiDeps, request: Request, organizationId: string): Promise<string> {
  const { as_of } = parse(asOfQuery, request.query);
  if (!as_of) return deps.clock.now().toISOString();
  return new Date(Date.parse(untilInstant(as_of, await zoneOf(deps.readStore, organizationId))) - 1).toISOString();
}

/**
 * The audit trail (docs/api/audit.md): admins of the organization read it; it has no endpoint
 * that changes or deletes anything. A deleted organization answers 404 here like everywhere
 * (docs/product/roles-and-permissions.md); its entries stay, and super admins read them through /admin/organizations/{id}/audit.
 */
export function auditQueries(deps: QueryApiDeps): Router {
  const router = Router();
  const admins = organizationRole(deps, 'admin');
  const organization = (request: Request) => String(request.params.id);

  router.get('/organizations/:id/audit', ...admins, (request, response) =>
    answerList(deps, request, response, organization(request), false),
  );
  router.get('/organizations/:id/audit.csv', ...admins, (request, response) =>
    answerList(deps, request, response, organization(request), true),
  );

  router.get('/organizations/:id/audit/members/:memberId/roles', ...admins, async (request, response) => {
    const organizationId = organization(request);
    const answer = await rolesAsOf(deps.events, organizationId, String(request.params.memberId), await asOf(deps, request, organizationId));
    if (!answer) throw notFound(AUDIT_TEXT.memberNotFound);
    response.json(answer);
  });

  router.get('/organizations/:id/audit/vacation-requests/:requestId', ...admins, async (request, response) => {
    const organizationId = organization(request);
    const answer = await vacationRequestAsOf(
      deps.events,
      organizationId,
      String(request.params.requestId),
      await asOf(deps, request, organizationId),
    );
    if (!answer) throw notFound(VACATION_TEXT.notFound);
    response.json(answer);
  });

  router.get('/admin/organizations/:id/audit', ...superAdminRole(deps), async (request, response) => {
    const organizationId = organization(request);
    if (!/^\d{1,15}$/.test(organizationId)) throw notFound(TEXT.organizationNotFound);
    await answerList(deps, request, response, organizationId, false);
  });

  return router;
}
