import {
  compareVacationRequests,
  VACATION_REQUESTS_TABLE,
  type VacationRequest,
  type VacationRequestList,
  type VacationRequestRecord,
} from '@rostra/contracts';
import type { ReadStore, Where } from '@rostra/platform';
import type { People } from './people.ts';
import { findIn } from '../read-model.ts';

export interface Period {
  start_date?: string | null | undefined;
  end_date?: string | null | undefined;
}

/** Requests of an organization (or one member) sharing at least a day with the period, if one is given. */
export async function vacationRecords(
  store: ReadStore,
  organizationId: string,
  period: Period,
  memberId?: string,
): Promise<VacationRequestRecord[]> {
  const where: Where = { organization_id: organizationId };
  if (memberId) where.member_id = memberId;
  if (period.start_date) where.end_date = { gte: period.start_date };
  if (period.end_date) where.start_date = { lte: period.end_date };
  return findIn<VacationRequestRecord>(store, VACATION_REQUESTS_TABLE, { where });
}

const FORMER_MEMBER = 'Former member';

function toRequest(row: VacationRequestRecord, people: People): VacationRequest {
  const {
    organization_id: _organization,
    requested_by_user_id,
    requested_by_email,
    reviewed_by_user_id,
    reviewed_by_email,
    cancelled_by_user_id,
    cancelled_by_email,
    ...request
  } = row;
  return {
    ...request,
    employee_name: people.find(row.member_id)?.name ?? FORMER_MEMBER,
    requested_by_name: people.nameOfUser(requested_by_user_id, requested_by_email) ?? FORMER_MEMBER,
    reviewed_by_name: people.nameOfUser(reviewed_by_user_id, reviewed_by_email),
    cancelled_by_name: people.nameOfUser(cancelled_by_user_id, cancelled_by_email),
  };
}

/** The list of docs/product/entities.md#vacation-request, in the order of docs/product/states.md#vacation-requests, with the counts the admin's tab shows. */
export function vacationList(rows: readonly VacationRequestRecord[], people: People): VacationRequestList {
  const requests = rows.map((row) => toRequest(row, people)).sort(compareVacationRequests);
  const count = (status: VacationRequest['status']) => requests.filter((request) => request.status === status).length;
  return {
    requests,
    total: requests.length,
    pending_count: count('pending'),
    approved_count: count('approved'),
    rejected_count: count('rejected'),
    cancelled_count: count('cancelled'),
  };
}
