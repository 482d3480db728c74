import type { SolverProgress } from '../api/follow-progress.ts';

/** Within this distance of the best possible, a schedule is good enough to publish. */
const GOOD_ENOUGH_GAP = 0.05;

const number = (value: number | null, digits = 1) =>
  value === null ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: digits });

/** The gap as a whole percentage, rounded up: "at most" stays true. */
const atMost = (gap: number) => {
  const percent = Math.ceil(gap * 100 - 1e-9);
  return percent < 1 ? 'less than 1 %' : `at most ${percent} %`;
};

/**
 * How good the schedule so far is, in words. A gap of 1 (a bound of 0, or none) says nothing about
 * the schedule yet: the solver has not proved any bound.
 */
function progressWords(progress: SolverProgress | null): string {
  if (!progress || progress.incumbent === null) return 'Looking for a first schedule…';
  const { gap } = progress;
  if (gap === null || gap >= 1) return 'A schedule is found; no bound yet, so how close it is to the best possible is not known yet.';
  if (gap <= 0) return 'The best possible schedule is found.';
  if (gap <= GOOD_ENOUGH_GAP) return `Good enough to publish: ${atMost(gap)} from the best possible.`;
  return `Still improving: ${atMost(gap)} from the best possible.`;
}

/** The running solver: how good its schedule so far is, the time against its limit, and the numbers behind both. */
export function SolverProgressView({ progress, budgetSeconds }: { progress: SolverProgress | null; budgetSeconds?: number | undefined }) {
  const elapsed = progress?.elapsed_seconds ?? null;
  return (
    <div className="solver-progress" role="group" aria-label="Solver progress">
      <p className="solver-progress-words">{progressWords(progress)}</p>
      {elapsed !== null && budgetSeconds !== undefined && (
        <p className="field-hint">
          {Math.round(elapsed)} s of at most {budgetSeconds} s
        </p>
      )}
      <details>
        <summary>Solver numbers</summary>
        <dl className="solver-numbers">
          <dt>Best found (incumbent)</dt>
          <dd>{number(progress?.incumbent ?? null)}</dd>
          <dt>Lower bound</dt>
          <dd>{number(progress?.bound ?? null)}</dd>
          <dt>Gap</dt>
          <dd>{progress?.gap === null || progress?.gap === undefined ? '—' : `${(progress.gap * 100).toFixed(1)}%`}</dd>
          <dt>Elapsed</dt>
          <dd>{elapsed === null ? '—' : `${elapsed.toFixed(1)} s`}</dd>
        </dl>
      </details>
    </div>
  );
}
