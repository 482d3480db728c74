import type { ExpandedState } from '@tanstack/react-table';
import { Button } from '@/components/ui/button.tsx';

export type ExpandAll = 'all' | 'none' | 'partial';

/** The toggle-all state of docs/product/states.md#preferences: every row expanded, none, or some. */
export function expandState(expanded: ExpandedState, rows: number): ExpandAll {
  if (expanded === true) return 'all';
  const open = Object.values(expanded).filter(Boolean).length;
  return open === 0 ? 'none' : open >= rows ? 'all' : 'partial';
}

/** Toggle All (collapses when all are open, else expands), Expand All and Collapse All. */
export function ExpandControls({ state, onChange }: { state: ExpandAll; onChange: (all: boolean) => void }) {
  return (
    <div className="row-actions" role="group" aria-label="Employee Requested rows">
      <Button
        size="sm"
        aria-pressed={state === 'all' ? true : state === 'none' ? false : 'mixed'}
        onClick={() => onChange(state !== 'all')}
      >
        Toggle All
      </Button>
      <Button size="sm" disabled={state === 'all'} onClick={() => onChange(true)}>
        Expand All
      </Button>
      <Button size="sm" disabled={state === 'none'} onClick={() => onChange(false)}>
        Collapse All
      </Button>
    </div>
  );
}
