import { LIMITS } from '@rostra/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { FlashMessage, Message } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useMyCalendarFeed } from '../api/get-my-calendar-feed.ts';
import { useIssueMyCalendarFeed } from '../api/issue-my-calendar-feed.ts';
import './my-schedule.css';

/**
 * "Subscribe in your calendar app": the member's private iCalendar feed URL with a copy button,
 * and Revoke (after a confirmation), which replaces it: the old URL stops working.
 */
export function CalendarSubscription({ organizationId }: { organizationId: string }) {
  const feed = useMyCalendarFeed(organizationId);
  const issue = useIssueMyCalendarFeed(organizationId);
  const [confirming, setConfirming] = useState(false);
  const { flash, show } = useFlash(LIMITS.messageTimeoutMs.short);
  const url = feed.data;

  const copy = (link: string) =>
    navigator.clipboard
      .writeText(link)
      .then(() => show('success', 'Calendar link copied to clipboard'))
      .catch(() => show('error', 'Failed to copy the calendar link to the clipboard'));
  const revoke = () =>
    issue.mutate(undefined, {
      onSuccess: () => show('success', 'Calendar link revoked. Subscribe again with the new link.'),
      onSettled: () => setConfirming(false),
    });

  return (
    <section className="calendar-subscription card" aria-labelledby="calendar-subscription-title">
      <h3 id="calendar-subscription-title">Subscribe in your calendar app</h3>
      <Loaded
        query={feed}
        loading="Loading your calendar link…"
        failure={(error) => `Failed to load your calendar link: ${errorText(error)}`}
      >
        {() =>
          url ? (
            <>
              <p className="field-hint">
                Add this private link as a subscribed calendar (Google Calendar: “From URL”; Apple Calendar and Outlook: “Subscribe”). Your
                shifts appear there and stay up to date. Anyone with the link sees your shifts: revoke it if it was shared by mistake.
              </p>
              <div className="calendar-subscription-link">
                <label className="sr-only" htmlFor="calendar-feed-url">
                  Your calendar link
                </label>
                <input id="calendar-feed-url" className="mono" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
                <Button size="sm" onClick={() => void copy(url)}>
                  Copy
                </Button>
                <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
                  Revoke
                </Button>
              </div>
              {/* Phones open webcal: links in their calendar app, which then offers to subscribe. */}
              <a href={url.replace(/^https?:/, 'webcal:')}>Open in your calendar app</a>
            </>
          ) : (
            <>
              <p className="field-hint">
                Get a private link that phone and desktop calendars subscribe to, so your shifts appear there and stay up to date.
              </p>
              <Button variant="primary" size="sm" busy={issue.isPending} onClick={() => issue.mutate()}>
                Create Calendar Link
              </Button>
            </>
          )
        }
      </Loaded>
      {issue.isError && <Message kind="error">{`Failed to update your calendar link: ${errorText(issue.error)}`}</Message>}
      <FlashMessage flash={flash} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke Calendar Link?"
        description="Calendar apps subscribed with the current link stop receiving your shifts, and anyone who has it can no longer see them. You get a new link to subscribe with."
        confirmLabel="Revoke Link"
        danger
        busy={issue.isPending}
        onConfirm={revoke}
      />
    </section>
  );
}
