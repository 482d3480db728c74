import type { SolverProgress } from '../api/follow-progress.ts';

const number = (value: number | null, digits = 1) =>
  value === null ? '—' : value.toLocaleString('en-US', { maximumFractionDigits: digits });

/** The running solver: best schedule so far (incumbent), lower bound, gap and time. */
export function SolverProgressView({ progress }: { progress: SolverProgress | null }) {
  return (
    <dl className="solver-progress" aria-label="Solver progress">
      <dt>Best found (incumbent)</dt>
      <dd>{number(progress?.incumbent ?? null)}</dd>
      <dt>Lower bound</dt>
      <dd>{number(progress?.bound ?? null)}</dd>
      <dt>Gap</dt>
      <dd>{progress?.gap === null || progress?.gap === undefined ? '—' : `${(progress.gap * 100).toFixed(1)}%`}</dd>
      <dt>Elapsed</dt>
      <dd>
        {progress?.elapsed_seconds === null || progress?.elapsed_seconds === undefined ? '—' : `${progress.elapsed_seconds.toFixed(1)} s`}
      </dd>
    </dl>
  );
}
