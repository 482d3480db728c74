import {
  monthOfTrade,
  todayIn,
  tradeListQuery,
  TRADES_TABLE,
  type TradeList,
  type TradeListItem,
  type TradeRecord,
} from '@rostra/contracts';
import { membership, organizationRole, parse } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { findIn } from '../read-model.ts';
import { readOrganization } from '../shared/organizations.ts';
import { monthFactsReader } from '../shared/month-rule-facts.ts';
import { takerFor, tradeEligibility, visibleTo } from './eligibility.ts';

/**
 * GET /organizations/{id}/trades?status= (docs/api/trades.md): admins see every trade, an employee
 * their own, those offered to them and the open offers of others; each says whether it may apply
 * now for the one asking (`eligible`) and the hard rules that stop it. Newest first.
 */
export function tradeQueries(deps: QueryApiDeps): Router {
  const router = Router();
  router.get('/organizations/:id/trades', ...organizationRole(deps, 'member'), async (request, response) => {
    const { status } = parse(tradeListQuery, request.query);
    const organizationId = String(request.params.id);
    const me = membership(request);
    const viewer = { memberId: me.id, isAdmin: me.is_admin };
    const where = { organization_id: organizationId, ...(status ? { status } : {}) };
    const rows = (await findIn<TradeRecord>(deps.readStore, TRADES_TABLE, { where }))
      .filter((trade) => viewer.isAdmin || visibleTo(trade, viewer.memberId))
      .sort((a, b) => b.offered_at.localeCompare(a.offered_at) || b.id.localeCompare(a.id, 'en', { numeric: true }));
    const now = deps.clock.now();
    const today = todayIn((await readOrganization(deps.readStore, organizationId))?.time_zone ?? 'UTC', now);
    // Only months with a trade the viewer could make apply are read.
    const monthFacts = monthFactsReader(deps.readStore, organizationId, now);
    const factsOf = (tradeId: string) => {
      const { year, month } = monthOfTrade(tradeId)!;
      return monthFacts(year, month);
    };
    const trades = await Promise.all(
      rows.map(async ({ organization_id: _org, applied: _applied, ...trade }, i): Promise<TradeListItem> => {
        const taker = takerFor(rows[i]!, viewer);
        const check = taker ? tradeEligibility(rows[i]!, taker, await factsOf(trade.id), today) : { eligible: false, violations: [] };
        return { ...trade, ...check } as TradeListItem;
      }),
    );
    const answer: TradeList = { trades };
    response.json(answer);
  });
  return router;
}
