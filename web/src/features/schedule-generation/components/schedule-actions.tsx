import { useState } from 'react';
import { monthTitle, type CalendarMonth } from '@/components/calendar/month.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useFlash } from '@/lib/use-flash.ts';
import { useClearSchedule } from '../api/clear-schedule.ts';
import { GenerateScheduleModal } from './generate-schedule-modal.tsx';
import { clearFailure } from './generation-texts.ts';
import './generation.css';

/** Generate Schedule and Clear Schedule (confirmed) for the month on screen; admins only. */
export function ScheduleActions({
  organizationId,
  month,
  hasSchedule,
}: {
  organizationId: string;
  month: CalendarMonth;
  hasSchedule: boolean;
}) {
  const [generating, setGenerating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const clear = useClearSchedule(organizationId);
  const { flash, show } = useFlash();

  const confirmClear = () =>
    clear.mutate(month, {
      onSuccess: (answer) => show('success', answer?.message ?? 'Schedule cleared successfully'),
      onError: (error) => show('error', clearFailure(error)),
      onSettled: () => setConfirming(false),
    });

  return (
    <>
      <Button size="sm" variant="primary" onClick={() => setGenerating(true)}>
        Generate Schedule
      </Button>
      <Button size="sm" variant="danger" disabled={!hasSchedule} onClick={() => setConfirming(true)}>
        Clear Schedule
      </Button>
      <GenerateScheduleModal
        organizationId={organizationId}
        month={month}
        hasSchedule={hasSchedule}
        open={generating}
        onOpenChange={setGenerating}
        onGenerated={(outcome) => show('success', outcome.text)}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Clear Schedule"
        description={`Clear the schedule of ${monthTitle(month)}? Every assignment of the month is removed; the statistics stay. This cannot be undone.`}
        confirmLabel="Clear Schedule"
        danger
        busy={clear.isPending}
        onConfirm={confirmClear}
      />
      <div className="schedule-flash" aria-live="polite">
        {flash && (
          <div className={`message message-${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
            {flash.text}
          </div>
        )}
      </div>
    </>
  );
}
