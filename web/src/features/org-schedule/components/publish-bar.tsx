import { LIMITS, type Publication, type PublishResult } from '@rostra/contracts';
import { useState } from 'react';
import type { CalendarMonth } from '@/components/calendar/month.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FlashMessage, Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { usePublishMonth } from '../api/publish-month.ts';
import { PublishOutcome } from './publish-outcome.tsx';
import { RepairReview } from './repair-review.tsx';
import './org-schedule.css';

const monthName = ({ year, month }: CalendarMonth) =>
  new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function stateText(publication: Publication): string {
  if (!publication.published_at) return 'Draft: not published yet. Employees do not see this month.';
  const when = new Date(publication.published_at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  if (publication.changes === 0) return `Published ${when}. Employees see this schedule.`;
  return `Published ${when}. Draft: ${publication.changes} ${publication.changes === 1 ? 'change' : 'changes'} not yet published (marked in the calendar).`;
}

/**
 * Admins' draft of the month: whether employees see it, how it differs from what they see, and
 * Publish (after a confirmation), which shows them the draft and e-mails those whose shifts changed.
 */
export function PublishBar({
  organizationId,
  month,
  publication,
  shiftNames,
}: {
  organizationId: string;
  month: CalendarMonth;
  publication: Publication;
  shiftNames: ReadonlyMap<string, string>;
}) {
  const publish = usePublishMonth(organizationId);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<PublishResult | null>(null);
  const { flash, show } = useFlash(LIMITS.messageTimeoutMs.short);
  const upToDate = publication.published_at !== null && publication.changes === 0;
  const confirm = () =>
    publish.mutate(month, {
      onSuccess: (result) => {
        const { notified } = result;
        show('success', `Schedule published. ${notified} ${notified === 1 ? 'employee was' : 'employees were'} notified by e-mail.`);
        setOutcome(result);
      },
      onSettled: () => setConfirming(false),
    });
  return (
    <div className="publish-bar" aria-label="Publication">
      <span className="publish-bar-state">{stateText(publication)}</span>
      <RepairReview organizationId={organizationId} month={month} shiftNames={shiftNames} />
      <Button variant="primary" size="sm" disabled={upToDate} onClick={() => setConfirming(true)}>
        Publish
      </Button>
      {publish.isError && <Message kind="error">{`Failed to publish the schedule: ${errorText(publish.error)}`}</Message>}
      <FlashMessage flash={flash} />
      {outcome && <PublishOutcome result={outcome} onDismiss={() => setOutcome(null)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Publish ${monthName(month)}?`}
        description="Employees will see this draft in My Schedule and their calendar feeds, and everyone whose shifts changed gets an e-mail listing them (people invited but not joined yet at the address they were invited at, with their invitation link)."
        confirmLabel="Publish Schedule"
        busy={publish.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
