import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CalendarMonth } from '@/components/calendar/month.ts';
import { monthTitle } from '@/components/calendar/month.ts';
import { Button } from '@/components/ui/button.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { Spinner } from '@/components/ui/states.tsx';
import { schedulable } from '@/lib/schedulable.ts';
import { followProgress, type SolverProgress } from '../api/follow-progress.ts';
import { useGenerateSchedule } from '../api/generate-schedule.ts';
import { useComplexityData } from '../api/get-complexity-data.ts';
import { estimateComplexity } from './complexity.ts';
import { ComplexityError, ComplexityEstimate } from './complexity-estimate.tsx';
import { generationFailure, resultOutcome, type Outcome } from './generation-texts.ts';
import { SolverProgressView } from './solver-progress-view.tsx';

interface GenerateScheduleModalProps {
  organizationId: string;
  month: CalendarMonth;
  hasSchedule: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGenerated: (outcome: Outcome) => void;
}

/**
 * The flow of docs/product/states.md#schedule-generation: the modal opens with the complexity estimate; Generate shows a spinner and the
 * solver's live progress (the stream is opened just before the POST and closed when it answers),
 * then the outcome in its colour. On success the calendar refreshes (the mutation invalidates it).
 */
export function GenerateScheduleModal({ organizationId, month, hasSchedule, open, onOpenChange, onGenerated }: GenerateScheduleModalProps) {
  const data = useComplexityData(organizationId, open);
  const generate = useGenerateSchedule(organizationId);
  const [progress, setProgress] = useState<SolverProgress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const stream = useRef<AbortController>(undefined);
  useEffect(() => () => stream.current?.abort(), []);

  const complexity = useMemo(
    () =>
      data.members && data.shiftTypes
        ? estimateComplexity(schedulable(data.members).length, data.shiftTypes, month.year, month.month)
        : null,
    [data.members, data.shiftTypes, month],
  );

  const run = () => {
    setOutcome(null);
    setProgress(null);
    stream.current?.abort();
    const controller = new AbortController();
    stream.current = controller;
    void followProgress(organizationId, month, setProgress, controller.signal);
    generate.mutate(month, {
      onSuccess: (result) => {
        const told = resultOutcome(result);
        setOutcome(told);
        if (result.success) onGenerated(told);
      },
      onError: (error) => setOutcome(generationFailure(error)),
      onSettled: () => controller.abort(),
    });
  };

  const close = (next: boolean) => {
    if (!next && !generate.isPending) {
      setOutcome(null);
      setProgress(null);
    }
    onOpenChange(next);
  };

  return (
    <Modal open={open} onOpenChange={close} title="Generate Schedule" description={`Generate the schedule of ${monthTitle(month)}.`}>
      {data.isError ? (
        <ComplexityError onRetry={() => void data.refetch()} />
      ) : complexity && data.timeLimitSeconds !== undefined ? (
        <ComplexityEstimate complexity={complexity} timeLimitSeconds={data.timeLimitSeconds} />
      ) : (
        <Spinner label="Estimating complexity…" />
      )}
      {hasSchedule && !generate.isPending && !outcome && (
        <p className="field-hint">This month already has a schedule: generating replaces it.</p>
      )}
      <div aria-live="polite">
        {generate.isPending && (
          <>
            <Spinner label="Generating schedule…" />
            <SolverProgressView progress={progress} budgetSeconds={data.timeLimitSeconds} />
          </>
        )}
        {outcome && (
          <div className={`message message-${outcome.tone}`} role={outcome.tone === 'success' ? 'status' : 'alert'}>
            {outcome.text}
            {outcome.setup && (
              <>
                {' '}
                <Link to={`/organizations/${encodeURIComponent(organizationId)}/org-admin`} onClick={() => close(false)}>
                  Go to Shift Requirements
                </Link>
              </>
            )}
          </div>
        )}
      </div>
      <ModalActions>
        <Button onClick={() => close(false)}>{outcome?.tone === 'success' ? 'Done' : 'Cancel'}</Button>
        <Button variant="primary" busy={generate.isPending} onClick={run}>
          {generate.isPending ? 'Generating…' : 'Generate'}
        </Button>
      </ModalActions>
    </Modal>
  );
}
