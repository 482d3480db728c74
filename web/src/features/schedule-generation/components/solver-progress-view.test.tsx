import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SolverProgressView } from './solver-progress-view.tsx';

const progress = (incumbent: number | null, bound: number | null, gap: number | null, elapsed_seconds = 12) => ({
  incumbent,
  bound,
  gap,
  elapsed_seconds,
});

/** The sentence that says how good the schedule so far is. */
const headline = () => screen.getByRole('group', { name: 'Solver progress' }).querySelector('p')!;

describe('solver progress, as a manager reads it', () => {
  it('says it is looking for a first schedule before the solver reports', () => {
    render(<SolverProgressView progress={null} budgetSeconds={45} />);
    expect(headline()).toHaveTextContent('Looking for a first schedule…');
  });

  it('says "no bound yet" instead of a 100 % gap, with the numbers behind a disclosure', () => {
    render(<SolverProgressView progress={progress(821, 0, 1)} budgetSeconds={45} />);
    expect(headline()).toHaveTextContent('A schedule is found; no bound yet, so how close it is to the best possible is not known yet.');
    expect(headline()).not.toHaveTextContent('%');
    const numbers = screen.getByText('Solver numbers').closest('details')!;
    expect(numbers).not.toHaveAttribute('open');
    const value = (term: string) => within(numbers).getByText(term).nextElementSibling?.textContent;
    expect([value('Best found (incumbent)'), value('Lower bound'), value('Gap'), value('Elapsed')]).toEqual([
      '821',
      '0',
      '100.0%',
      '12.0 s',
    ]);
  });

  it('calls a schedule within 5 % of the best possible good enough to publish', () => {
    render(<SolverProgressView progress={progress(103, 100, 0.03)} budgetSeconds={45} />);
    expect(headline()).toHaveTextContent('Good enough to publish: at most 3 % from the best possible.');
  });

  it('says it is still improving a schedule further than that, rounding the distance up', () => {
    render(<SolverProgressView progress={progress(125, 100, 0.2001)} budgetSeconds={45} />);
    expect(headline()).toHaveTextContent('Still improving: at most 21 % from the best possible.');
  });

  it('says when the best possible schedule is found', () => {
    render(<SolverProgressView progress={progress(100, 100, 0)} budgetSeconds={45} />);
    expect(headline()).toHaveTextContent('The best possible schedule is found.');
  });

  it('tells the time against the time limit', () => {
    render(<SolverProgressView progress={progress(125, 100, 0.2, 12.4)} budgetSeconds={45} />);
    expect(screen.getByText('12 s of at most 45 s')).toBeInTheDocument();
  });
});
