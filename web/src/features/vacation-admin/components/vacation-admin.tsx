import type { VacationRequest } from '@rostra/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { todayIn } from '@/components/calendar/month.ts';
import { CountTiles } from '@/components/ui/count-tiles.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { useFlash } from '@/lib/use-flash.ts';
import { useSchedulableMembers } from '../api/get-schedulable-members.ts';
import { useVacationRequests } from '../api/get-vacation-requests.ts';
import { AddVacationRow } from './add-vacation-row.tsx';
import { BulkReviewDialog } from './bulk-review-dialog.tsx';
import { useBulkReview } from './use-bulk-review.ts';
import { useSelection } from './use-selection.ts';
import { periodOptions } from './vacation-rules.ts';
import { VacationTable } from './vacation-table.tsx';
import { VacationToolbar, type StatusFilter } from './vacation-toolbar.tsx';
import './vacation-admin.css';

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
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const { selected, toggle, toggleAll, clear } = useSelection();
  const [details, setDetails] = useState(false);
  const [adding, setAdding] = useState(false);
  const period = periods.find((option) => option.value === periodValue)?.period ?? null;
  const list = useVacationRequests(organizationId, period);
  const members = useSchedulableMembers(organizationId);
  const { flash, show } = useFlash();
  const review = useBulkReview(organizationId, show, clear);

  const requests = useMemo(
    () => (list.data?.requests ?? []).filter((request) => statusFilter === 'all' || request.status === statusFilter),
    [list.data, statusFilter],
  );

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
      <VacationToolbar
        periods={periods}
        period={periodValue}
        onPeriod={setPeriodValue}
        status={statusFilter}
        onStatus={setStatusFilter}
        onAction={(action) =>
          review.ask(
            action,
            requests.filter((request) => selected.has(request.id)),
          )
        }
        details={details}
        onToggleDetails={() => setDetails((value) => !value)}
        selectedCount={selected.size}
        onClearSelection={clear}
        adding={adding}
        onAdd={() => setAdding(true)}
      />
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
      <BulkReviewDialog review={review} requests={list.data?.requests ?? []} impact={impact} />
    </section>
  );
}
