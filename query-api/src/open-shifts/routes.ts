import {
  OPEN_SHIFTS_TABLE,
  openShiftListQuery,
  todayIn,
  type OpenShiftList,
  type OpenShiftListItem,
  type OpenShiftRecord,
} from '@rostra/contracts';
import { membership, organizationRole, parse } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { findIn } from '../read-model.ts';
import { monthFactsReader } from '../shared/month-rule-facts.ts';
import { readOrganization } from '../shared/organizations.ts';
import { openShiftEligibility, rankedCandidates } from './eligibility.ts';

/**
 * GET /organizations/{id}/open-shifts?status= (docs/api/open-shifts.md): an employee sees the open
 * ones, each with whether they may claim it and the hard rules that stop them, and only their own
 * claims; an admin sees all, each with its candidates ranked. Soonest first.
 */
export function openShiftQueries(deps: QueryApiDeps): Router {
  const router = Router();
  router.get('/organizations/:id/open-shifts', ...organizationRole(deps, 'member'), async (request, response) => {
    const query = parse(openShiftListQuery, request.query);
    const organizationId = String(request.params.id);
    const me = membership(request);
    // Employees see only what they may still take: asking for another status finds none.
    const status = me.is_admin ? query.status : (query.status ?? 'open');
    const visible = me.is_admin || status === 'open';
    const where = { organization_id: organizationId, ...(status ? { status } : {}) };
    const rows = (visible ? await findIn<OpenShiftRecord>(deps.readStore, OPEN_SHIFTS_TABLE, { where }) : []).sort(
      (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id, 'en', { numeric: true }),
    );
    const now = deps.clock.now();
    const today = todayIn((await readOrganization(deps.readStore, organizationId))?.time_zone ?? 'UTC', now);
    const monthFacts = monthFactsReader(deps.readStore, organizationId, now);
    const open_shifts = await Promise.all(
      rows.map(async (row): Promise<OpenShiftListItem> => {
        const { organization_id: _org, period, released_member_id: _released, ...shift } = row;
        const facts = await monthFacts(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
        const mine = shift.claims.filter((claim) => claim.member_id === me.id);
        const item = { ...shift, ...openShiftEligibility(row, me.id, facts, today), claimed_by_me: mine.length > 0 };
        return me.is_admin ? { ...item, candidates: rankedCandidates(row, facts, today) } : { ...item, claims: mine };
      }),
    );
    response.json({ open_shifts } satisfies OpenShiftList);
  });
  return router;
}
