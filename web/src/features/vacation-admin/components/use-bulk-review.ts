import type { VacationRequest } from '@rostra/contracts';
import { useState } from 'react';
import { errorText } from '@/lib/errors.ts';
import type { FlashKind } from '@/lib/use-flash.ts';
import { useBulkVacationAction, type BulkAction } from '../api/review-vacations.ts';
import { ACTION_WORDS, eligible, NONE_ELIGIBLE, plural } from './vacation-rules.ts';

export interface PendingReview {
  action: BulkAction;
  ids: string[];
}

/**
 * A bulk action of the Actions menu: the selected requests it applies to, a confirmation with the
 * review notes, then the outcome in words (`show`); `onDone` after any of them succeeded or failed.
 */
export function useBulkReview(organizationId: string, show: (kind: FlashKind, text: string) => void, onDone: () => void) {
  const bulk = useBulkVacationAction(organizationId);
  const [confirming, setConfirming] = useState<PendingReview | null>(null);
  const [reviewNotes, setReviewNotes] = useState('');

  const ask = (action: BulkAction, chosen: VacationRequest[]) => {
    const ids = eligible(chosen, action).map((request) => request.id);
    if (ids.length === 0) show('error', NONE_ELIGIBLE[action]);
    else {
      setReviewNotes('');
      setConfirming({ action, ids });
    }
  };

  const run = () => {
    if (!confirming) return;
    const { action, ids } = confirming;
    bulk.mutate(
      { action, ids, reviewNotes },
      {
        onSuccess: ({ succeeded, failures }) => {
          onDone();
          if (failures.length === 0) show('success', `${plural(succeeded)} ${ACTION_WORDS[action].done} successfully!`);
          else show('error', `${plural(succeeded)} ${ACTION_WORDS[action].done}, ${failures.length} failed: ${errorText(failures[0])}`);
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  return { confirming, reviewNotes, setReviewNotes, ask, run, close: () => setConfirming(null), busy: bulk.isPending };
}

export type BulkReview = ReturnType<typeof useBulkReview>;
