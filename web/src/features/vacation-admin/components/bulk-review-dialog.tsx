import { VACATION_NOTES_MAX, type VacationRequest } from '@rostra/contracts';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import type { BulkReview } from './use-bulk-review.ts';
import { ACTION_WORDS, plural } from './vacation-rules.ts';

/** The confirmation of a bulk action: how many, what approving does to the schedule (`impact`), the review notes. */
export function BulkReviewDialog({
  review,
  requests,
  impact,
}: {
  review: BulkReview;
  requests: VacationRequest[];
  impact?: ((request: VacationRequest) => ReactNode) | undefined;
}) {
  const { confirming } = review;
  return (
    <ConfirmDialog
      open={confirming !== null}
      onOpenChange={(open) => !open && review.close()}
      title={confirming ? ACTION_WORDS[confirming.action].title : ''}
      description={
        confirming &&
        `${ACTION_WORDS[confirming.action].verb} ${plural(confirming.ids.length)}?${
          confirming.action === 'cancel' ? ' Cancelling an approved request notifies the manager who approved it.' : ''
        }`
      }
      confirmLabel={confirming ? `${ACTION_WORDS[confirming.action].verb} ${confirming.ids.length}` : ''}
      danger={confirming?.action !== 'approve'}
      busy={review.busy}
      onConfirm={review.run}
    >
      {confirming?.action === 'approve' &&
        impact &&
        requests.filter((request) => confirming.ids.includes(request.id)).map((request) => <div key={request.id}>{impact(request)}</div>)}
      {confirming && confirming.action !== 'cancel' && (
        <TextAreaField
          label="Review notes"
          optional
          rows={3}
          maxLength={VACATION_NOTES_MAX}
          hint="The employee sees these with the decision."
          value={review.reviewNotes}
          onChange={(event) => review.setReviewNotes(event.target.value)}
        />
      )}
    </ConfirmDialog>
  );
}
