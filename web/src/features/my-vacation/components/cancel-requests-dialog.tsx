import type { VacationRequest } from '@rostra/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { errorText } from '@/lib/errors.ts';
import type { FlashKind } from '@/lib/use-flash.ts';
import { useCancelMyVacationRequests } from '../api/cancel-my-vacation-request.ts';

/** What cancelling says first: how many, and that an approved request's manager is told (docs/product/validation.md). */
function cancelQuestion(requests: VacationRequest[]) {
  const approved = requests.filter((r) => r.status === 'approved').length;
  return (
    <>
      Cancel {requests.length} vacation request(s)? This cannot be undone.
      <span className={`cancel-warning${approved ? ' cancel-warning-strong' : ''}`}>
        {approved ? (
          <>
            <Icon name="warning" />{' '}
            {`${approved} of them ${approved === 1 ? 'is' : 'are'} approved: cancelling an approved request notifies your manager.`}
          </>
        ) : (
          'Cancelling an approved request notifies your manager.'
        )}
      </span>
    </>
  );
}

/** Cancel Selected's confirmation: cancels each request, tells how many were cancelled or failed, then `onDone`. */
export function CancelRequestsDialog({
  organizationId,
  requests,
  show,
  onClose,
  onDone,
}: {
  organizationId: string;
  requests: VacationRequest[];
  show: (kind: FlashKind, text: string) => void;
  onClose: () => void;
  onDone: () => void;
}) {
  const cancel = useCancelMyVacationRequests(organizationId);
  const cancelAll = () =>
    cancel.mutate(
      requests.map((r) => r.id),
      {
        onSuccess: (outcomes) => {
          const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
          const done = outcomes.length - failed.length;
          if (failed.length === 0) show('success', `${done} vacation request(s) cancelled successfully!`);
          else show('error', `${done} vacation request(s) cancelled, ${failed.length} failed: ${errorText(failed[0]!.reason)}`);
        },
        onSettled: onDone,
      },
    );
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => !next && !cancel.isPending && onClose()}
      title="Cancel vacation requests"
      description={cancelQuestion(requests)}
      confirmLabel="Yes, cancel them"
      danger
      busy={cancel.isPending}
      onConfirm={cancelAll}
    />
  );
}
