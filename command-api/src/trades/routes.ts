import {
  EVENT_VERSIONS,
  monthOfTrade,
  monthQuery,
  scheduleStream,
  TRADE_TEXT,
  tradeOfferBody,
  tradeFields,
  tradeOfferInput,
  tradeReviewBody,
  type MonthWithTrades,
  type TradeFields,
  type TradeRefusal,
} from '@rostra/contracts';
import { conflict, execute, identity, notFound, organizationRole, parse, respond } from '@rostra/platform';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { CommandApiDeps } from '../deps.ts';
import { commandContext } from '../shared/command-context.ts';
import { loadMonth, schedulableIds } from './load.ts';
import { RulesBroken, type MonthRef } from '../shared/month-command.ts';
import { loadOrganizationSettings } from '../shared/organization-settings.ts';
import { factsFor } from '../membership/facts.ts';
import { noticeFacts, withShortNotice } from '../shared/short-notice.ts';
import { tradeDecider, type TradeCommand } from './decide.ts';

/** An applied trade within the notice is recorded as short notice with it. */
const noticedTradeDecider = withShortNotice(tradeDecider, (state) => state.schedule);
import { tradeRuleFacts } from './rule-facts.ts';

/** A trade as the API answers it. */
export const tradeAnswer = (state: MonthWithTrades, tradeId: string): TradeFields => tradeFields(state.trades[tradeId]!);

/**
 * Trades of the published month (docs/api/trades.md): the member who works a shift offers it,
 * a colleague accepts (checked for both against every hard rule), an admin reviews when the
 * organization asks for approval, the one who offered cancels before it applies.
 */
export function tradeRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const employee = organizationRole(deps, 'employee');
  const admin = organizationRole(deps, 'admin');

  const run = (request: Request, ref: MonthRef, command: TradeCommand, memberId: string) => runTrade(deps, request, ref, command, memberId);

  router.post('/organizations/:id/schedules/:year/:month/trades', ...employee, async (request, response) => {
    const { year, month } = parse(monthQuery, request.params);
    const body = parse(tradeOfferBody, request.body ?? {});
    const organizationId = String(request.params.id);
    const facts = (await factsFor(deps, request, organizationId))('me');
    const members = await schedulableIds(deps, organizationId, facts.now);
    const ref = { organizationId, year, month };
    const { state, events, position } = await run(
      request,
      ref,
      {
        type: 'OfferTrade',
        ...ref,
        memberId: facts.memberId,
        ...tradeOfferInput(body),
        members,
        today: facts.today,
        now: facts.now,
      },
      facts.memberId,
    );
    const offered = events[0]!.data as { tradeId: string };
    respond(response, 201, tradeAnswer(state, offered.tradeId), position);
  });

  router.post('/organizations/:id/trades/:tradeId/accept', ...employee, async (request, response) => {
    const ref = monthOf(request);
    const tradeId = String(request.params.tradeId);
    const facts = (await factsFor(deps, request, ref.organizationId))('me');
    const state = await loadMonth(deps, ref);
    const trade = state.trades[tradeId];
    if (!trade) throw notFound(TRADE_TEXT.notFound);
    const rules = await tradeRuleFacts(deps, ref.organizationId, ref.year, ref.month, [trade.give.memberId, facts.memberId], facts.now);
    if (!rules) throw notFound(TRADE_TEXT.unknownMember);
    const { trades_need_approval } = await loadOrganizationSettings(deps, ref.organizationId);
    const command: TradeCommand = {
      type: 'AcceptTrade',
      ...ref,
      tradeId,
      memberId: facts.memberId,
      rules,
      needsApproval: trades_need_approval,
      today: facts.today,
      now: facts.now,
    };
    await answer(response, tradeId, () => run(request, ref, command, facts.memberId));
  });

  router.put('/organizations/:id/trades/:tradeId/review', ...admin, async (request, response) => {
    const { status, notes } = parse(tradeReviewBody, request.body ?? {});
    const ref = monthOf(request);
    const tradeId = String(request.params.tradeId);
    const facts = (await factsFor(deps, request, ref.organizationId))(identity(request).userId);
    const trade = (await loadMonth(deps, ref)).trades[tradeId];
    if (!trade) throw notFound(TRADE_TEXT.notFound);
    const taker = trade.acceptedBy ?? trade.toMemberId ?? trade.give.memberId;
    const rules = await tradeRuleFacts(deps, ref.organizationId, ref.year, ref.month, [trade.give.memberId, taker], facts.now);
    const { userId, email } = identity(request);
    const command: TradeCommand = {
      type: 'ReviewTrade',
      ...ref,
      tradeId,
      decision: status,
      notes: notes || null,
      reviewer: { userId, email },
      rules: rules ?? { min_rest_hours: 0, max_weekly_hours: 0, shift_types: [], members: [], apart: [], history: [] },
      today: facts.today,
      now: facts.now,
    };
    if (status === 'approved' && !rules) throw notFound(TRADE_TEXT.unknownMember);
    await answer(response, tradeId, () => run(request, ref, command, trade.give.memberId));
  });

  const cancel: RequestHandler = async (request, response) => {
    const ref = monthOf(request);
    const tradeId = String(request.params.tradeId);
    const facts = (await factsFor(deps, request, ref.organizationId))('me');
    const command: TradeCommand = { type: 'CancelTrade', ...ref, tradeId, memberId: facts.memberId, today: facts.today, now: facts.now };
    await answer(response, tradeId, () => run(request, ref, command, facts.memberId));
  };
  router.post('/organizations/:id/trades/:tradeId/cancel', ...employee, cancel);

  return router;
}

/** Decides a trade command on the month's stream, on behalf of the signed-in user, about `memberId`. */
async function runTrade(deps: CommandApiDeps, request: Request, ref: MonthRef, command: TradeCommand, memberId: string) {
  const context = commandContext(request, ref.organizationId, memberId, command.now);
  const notice = await noticeFacts(deps, ref.organizationId, command.now);
  const stream = scheduleStream(ref.organizationId, ref.year, ref.month);
  return execute(deps.events, stream, noticedTradeDecider, { ...command, notice }, context, EVENT_VERSIONS);
}

/** The month of the path's trade; 404 for an id that names none. */
function monthOf(request: Request): MonthRef {
  const month = monthOfTrade(String(request.params.tradeId));
  if (!month) throw notFound(TRADE_TEXT.notFound);
  return { organizationId: String(request.params.id), ...month };
}

/** Answers the trade, or the 409 of the rules it breaks, or of its expiry (recorded first). */
async function answer(response: Response, tradeId: string, step: () => ReturnType<typeof runTrade>, status = 200): Promise<void> {
  try {
    const { state, position } = await step();
    const trade = state.trades[tradeId];
    if (trade?.status === 'expired') throw conflict(TRADE_TEXT.expired(trade.expiryReason!));
    respond(response, status, tradeAnswer(state, tradeId), position);
  } catch (error) {
    if (!(error instanceof RulesBroken)) throw error;
    const refusal: TradeRefusal = { detail: error.detail, violations: error.violations };
    response.status(409).json(refusal);
  }
}
