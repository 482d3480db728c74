import { VACATION_NOTES_MAX, type VacationRequest, type VacationStatus } from '@rostra/contracts';
import { DropdownMenu } from 'radix-ui';
import { useMemo, useState, type ReactNode } from 'react';
import { todayIn } from '@/components/calendar/month.ts';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { CountTiles } from '@/components/ui/count-tiles.tsx';
import { Options, TextAreaField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useSchedulableMembers } from '../api/get-schedulable-members.ts';
import { useVacationRequests } from '../api/get-vacation-requests.ts';
import { useBulkVacationAction, type BulkAction } from '../api/review-vacations.ts';
import { AddVacationRow } from './add-vacation-row.tsx';
import { ACTION_WORDS, eligible, NONE_ELIGIBLE, periodOptions, plural } from './vacation-rules.ts';
import { VacationTable } from './vacation-table.tsx';
import './vacation-admin.css';

const STATUS_FILTERS: { value: 'all' | VacationStatus; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/**
 * Vacation Requests (admin, docs/product/screens-and-routes.md): counts, filters, bulk review and cancellation, inline creation.
 * `history` renders a request's History in details mode (the page composes the audit feature's section);
 * `impact` what approving a request would do to the schedule, shown in the approval's confirmation.
 */
export function VacationAdmin({
  organizationId,
  timeZone,
  history,
  impact,
}: {
  organizationId: string;
  timeZone?: string | null | undefined;
  history?: (request: VacationRequest) => ReactNode;
  impact?: (request: VacationRequest) => ReactNode;
}) {
  const today = todayIn(timeZone);
  const periods = useMemo(() => periodOptions(today), [today]);
  const [periodValue, setPeriodValue] = useState('all');
  const [statusFilter, setStatusFilter] = useState<'all' | VacationStatus>('all');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [details, setDetails] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<{ action: BulkAction; ids: string[] } | null>(null);
  const [reviewNotes, setReviewNotes] = useState('');
  const period = periods.find((option) => option.value === periodValue)?.period ?? null;
  const list = useVacationRequests(organizationId, period);
  const members = useSchedulableMembers(organizationId);
  const bulk = useBulkVacationAction(organizationId);
  const { flash, show } = useFlash();

  const requests = useMemo(
    () => (list.data?.requests ?? []).filter((request) => statusFilter === 'all' || request.status === statusFilter),
    [list.data, statusFilter],
  );
  const chosen = requests.filter((request) => selected.has(request.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (ids: string[]) => setSelected((current) => (ids.every((id) => current.has(id)) ? new Set() : new Set(ids)));

  const ask = (action: BulkAction) => {
    const ids = eligible(chosen, action).map((request) => request.id);
    if (ids.length === 0) show('error', NONE_ELIGIBLE[action]);
    else {
      setReviewNotes('');
      setConfirming({ action, ids });
    }
  };

  const run = () => {
    if (!confirming) return;
    const { action, ids } = confirming;
    bulk.mutate(
      { action, ids, reviewNotes },
      {
        onSuccess: ({ succeeded, failures }) => {
          setSelected(new Set());
          if (failures.length === 0) show('success', `${plural(succeeded)} ${ACTION_WORDS[action].done} successfully!`);
          else show('error', `${plural(succeeded)} ${ACTION_WORDS[action].done}, ${failures.length} failed: ${errorText(failures[0])}`);
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  const counts = list.data;
  return (
    <section aria-labelledby="vacation-admin-title">
      <h2 id="vacation-admin-title" className="sr-only">
        Vacation Requests
      </h2>
      <CountTiles
        counts={[
          ['Total', counts?.total],
          ['Pending', counts?.pending_count],
          ['Approved', counts?.approved_count],
          ['Rejected', counts?.rejected_count],
        ]}
      />
      <div className="toolbar">
        <label className="field">
          <span>Period</span>
          <select value={periodValue} onChange={(event) => setPeriodValue(event.target.value)}>
            <Options options={periods} />
          </select>
        </label>
        <label className="field">
          <span>Status</span>
          <select value={statusFilter} onChange={(event) => setStatusFilter(event.target.value as typeof statusFilter)}>
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
                  onSelect={() => ask(action)}
                >
                  {ACTION_WORDS[action].verb} Selected
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="menu-separator" />
              <DropdownMenu.Item className="menu-item" onSelect={() => setDetails((value) => !value)}>
                {details ? 'Hide Details' : 'Show Details'}
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
        {selected.size > 0 && <Button onClick={() => setSelected(new Set())}>Clear selection ({selected.size})</Button>}
        <Button variant="primary" disabled={adding} onClick={() => setAdding(true)}>
          + Add New Request
        </Button>
      </div>
      <FlashMessage flash={flash} />
      <Loaded query={list} loading="Loading vacation requests…">
        {() => (
          <VacationTable
            requests={requests}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            details={details}
            history={history}
            addRow={
              adding
                ? (columns) => (
                    <AddVacationRow
                      organizationId={organizationId}
                      members={members.data ?? []}
                      today={today}
                      details={details}
                      columns={columns}
                      onDone={(text) => {
                        setAdding(false);
                        show('success', text);
                      }}
                      onCancel={() => setAdding(false)}
                    />
                  )
                : undefined
            }
          />
        )}
      </Loaded>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? ACTION_WORDS[confirming.action].title : ''}
        description={
          confirming &&
          `${ACTION_WORDS[confirming.action].verb} ${plural(confirming.ids.length)}?${
            confirming.action === 'cancel' ? ' Cancelling an approved request notifies the manager who approved it.' : ''
          }`
        }
        confirmLabel={confirming ? `${ACTION_WORDS[confirming.action].verb} ${confirming.ids.length}` : ''}
        danger={confirming?.action !== 'approve'}
        busy={bulk.isPending}
        onConfirm={run}
      >
        {confirming?.action === 'approve' &&
          impact &&
          list.data?.requests
            .filter((request) => confirming.ids.includes(request.id))
            .map((request) => <div key={request.id}>{impact(request)}</div>)}
        {confirming && confirming.action !== 'cancel' && (
          <TextAreaField
            label="Review notes"
            optional
            rows={3}
            maxLength={VACATION_NOTES_MAX}
            hint="The employee sees these with the decision."
            value={reviewNotes}
            onChange={(event) => setReviewNotes(event.target.value)}
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
