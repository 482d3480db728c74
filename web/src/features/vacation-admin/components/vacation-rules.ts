import type { VacationRequest, VacationStatus } from '@rostra/contracts';
import type { IconName } from '@/components/ui/icon.tsx';
import type { BulkAction } from '../api/review-vacations.ts';

// The admin's vacation list: its period choices (docs/product/limits.md), which selected requests each bulk
// action applies to (docs/product/states.md) and what it says when none do (docs/product/validation.md).

export interface PeriodOption {
  value: string;
  label: string;
  period: { start_date: string; end_date: string } | null;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** All Time, then the months from 3 back to 8 ahead of the given month. */
export function periodOptions(today: string): PeriodOption[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months = Array.from({ length: 12 }, (_, index) => {
    const first = new Date(Date.UTC(year, month - 1 + index - 3, 1));
    const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0));
    const key = `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}`;
    return {
      value: key,
      label: first.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      period: { start_date: `${key}-01`, end_date: `${key}-${pad(last.getUTCDate())}` },
    };
  });
  return [{ value: 'all', label: 'All Time', period: null }, ...months];
}

const ELIGIBLE: Record<BulkAction, readonly VacationStatus[]> = {
  approve: ['pending'],
  reject: ['pending'],
  cancel: ['pending', 'approved'],
};

export const NONE_ELIGIBLE: Record<BulkAction, string> = {
  approve: 'No pending requests selected for approval.',
  reject: 'No pending requests selected for rejection.',
  cancel: 'No pending or approved requests selected for cancellation.',
};

export const ACTION_WORDS: Record<BulkAction, { verb: string; done: string; title: string }> = {
  approve: { verb: 'Approve', done: 'approved', title: 'Approve vacation requests' },
  reject: { verb: 'Reject', done: 'rejected', title: 'Reject vacation requests' },
  cancel: { verb: 'Cancel', done: 'cancelled', title: 'Cancel vacation requests' },
};

export function eligible(requests: readonly VacationRequest[], action: BulkAction): VacationRequest[] {
  return requests.filter((request) => ELIGIBLE[action].includes(request.status));
}

export const STATUS_LABEL: Record<VacationStatus, { icon: IconName; text: string; tone: 'warning' | 'success' | 'danger' | 'neutral' }> = {
  pending: { icon: 'hourglass', text: 'Pending', tone: 'warning' },
  approved: { icon: 'check', text: 'Approved', tone: 'success' },
  rejected: { icon: 'cross', text: 'Rejected', tone: 'danger' },
  cancelled: { icon: 'ban', text: 'Cancelled', tone: 'neutral' },
};

export const plural = (count: number) => `${count} vacation request${count === 1 ? '' : 's'}`;
