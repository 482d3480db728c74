import type { VacationStatus } from '@rostra/contracts';
import { DropdownMenu } from 'radix-ui';
import { Button } from '@/components/ui/button.tsx';
import { Options } from '@/components/ui/field.tsx';
import type { BulkAction } from '../api/review-vacations.ts';
import { ACTION_WORDS, type PeriodOption } from './vacation-rules.ts';

export type StatusFilter = 'all' | VacationStatus;

const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** Above the vacation table: the period and status filters, the Actions menu, Clear selection and Add New Request. */
export function VacationToolbar(props: {
  periods: PeriodOption[];
  period: string;
  onPeriod: (value: string) => void;
  status: StatusFilter;
  onStatus: (value: StatusFilter) => void;
  onAction: (action: BulkAction) => void;
  details: boolean;
  onToggleDetails: () => void;
  selectedCount: number;
  onClearSelection: () => void;
  adding: boolean;
  onAdd: () => void;
}) {
  return (
    <div className="toolbar">
      <label className="field">
        <span>Period</span>
        <select value={props.period} onChange={(event) => props.onPeriod(event.target.value)}>
          <Options options={props.periods} />
        </select>
      </label>
      <label className="field">
        <span>Status</span>
        <select value={props.status} onChange={(event) => props.onStatus(event.target.value as StatusFilter)}>
          <Options options={STATUS_FILTERS} />
        </select>
      </label>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className="btn">Actions ▾</DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu" align="start" sideOffset={4}>
            {(['approve', 'reject', 'cancel'] as const).map((action) => (
              <DropdownMenu.Item
                key={action}
                className={`menu-item${action === 'cancel' ? ' menu-item-danger' : ''}`}
                onSelect={() => props.onAction(action)}
              >
                {ACTION_WORDS[action].verb} Selected
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="menu-separator" />
            <DropdownMenu.Item className="menu-item" onSelect={props.onToggleDetails}>
              {props.details ? 'Hide Details' : 'Show Details'}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {props.selectedCount > 0 && <Button onClick={props.onClearSelection}>Clear selection ({props.selectedCount})</Button>}
      <Button variant="primary" disabled={props.adding} onClick={props.onAdd}>
        + Add New Request
      </Button>
    </div>
  );
}
