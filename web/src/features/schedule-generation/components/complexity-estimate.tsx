import { Button } from '@/components/ui/button.tsx';
import { levelTime, type Complexity } from './complexity.ts';

/** The estimate of docs/product/limits.md#generation-time-estimate, shown before generating. */
export function ComplexityEstimate({ complexity, timeLimitSeconds }: { complexity: Complexity; timeLimitSeconds: number }) {
  const { level, employees, requirements, maxPerDay, log10Combinations, beyondExact } = complexity;
  return (
    <div className="complexity" aria-label="Complexity estimate" role="group">
      <p>
        Estimated complexity: <span className={`complexity-level complexity-${level.replace(' ', '-')}`}>{level}</span>
        {level !== 'Impossible' && <> ({levelTime(level, timeLimitSeconds)})</>}
      </p>
      <p className="field-hint">
        {employees} employee{employees === 1 ? '' : 's'} × {requirements} shift requirement{requirements === 1 ? '' : 's'}
        {log10Combinations > 0 && <>, about 10^{log10Combinations.toFixed(1)} combinations</>}
      </p>
      {level === 'Impossible' && (
        <p className="field-error">
          Up to {maxPerDay} employees are needed on one day, but only {employees} can be scheduled: some shifts will stay understaffed.
        </p>
      )}
      {beyondExact && <p className="field-hint">A model this large may reach the time limit with a good, not proven best, schedule.</p>}
    </div>
  );
}

export function ComplexityError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="message message-error" role="alert">
      <p>Failed to load scheduling complexity data</p>
      <Button size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
