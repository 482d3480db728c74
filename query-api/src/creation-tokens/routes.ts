import {
  CREATION_TOKENS_TABLE,
  creationTokenListQuery,
  creationTokenStatus,
  type CreationToken,
  type CreationTokenList,
  type CreationTokenStatus,
} from '@rostra/contracts';
import { parse, superAdminRole, type Doc, type Where } from '@rostra/platform';
import { Router } from 'express';
import type { QueryApiDeps } from '../deps.ts';
import { findIn } from '../read-model.ts';

type TokenRow = Doc & Omit<CreationToken, 'status'> & { status: Exclude<CreationTokenStatus, 'expired'> };

/** Expiry is a function of time, so active and expired are told apart by expires_at at query time. */
function whereStatus(status: CreationTokenStatus | undefined, now: string): Where {
  switch (status) {
    case undefined:
      return {};
    case 'active':
      return { status: 'active', expires_at: { gt: now } };
    case 'expired':
      return { status: 'active', expires_at: { lte: now } };
    default:
      return { status };
  }
}

/** GET /admin/organization-tokens?status=…: super admins only, newest first. */
export function creationTokenQueries(deps: QueryApiDeps): Router {
  return Router().get('/admin/organization-tokens', ...superAdminRole(deps), async (request, response) => {
    const { status } = parse(creationTokenListQuery, request.query);
    const now = deps.clock.now();
    const rows = await findIn<TokenRow>(deps.readStore, CREATION_TOKENS_TABLE, {
      where: whereStatus(status, now.toISOString()),
      sort: [{ field: 'created_at', direction: 'desc' }],
    });
    const answer: CreationTokenList = {
      tokens: rows.map((row) => ({ ...row, status: creationTokenStatus(row.status, row.expires_at, now) })),
    };
    response.json(answer);
  });
}
