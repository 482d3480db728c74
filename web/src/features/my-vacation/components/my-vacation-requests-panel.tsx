import { VACATION_STATUSES, VACATION_TEXT, type VacationStatus } from '@rostra/contracts';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { todayIn } from '@/components/calendar/month.ts';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Options, SelectField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useCreateMyVacationRequest } from '../api/create-my-vacation-request.ts';
import { useMyVacationRequests } from '../api/get-my-vacation-requests.ts';
import { AddVacationRequestForm } from './add-vacation-request-form.tsx';
import { CancelRequestsDialog } from './cancel-requests-dialog.tsx';
import { cancellable, STATUS_LABEL, VacationRequestsTable } from './vacation-requests-table.tsx';
import { ALL_TIME, periodOptions } from './vacation-period.ts';
import './my-vacation.css';

type StatusFilter = VacationStatus | 'all';

/**
 * Vacation Requests (docs/product/screens-and-routes.md): period (All Time, 3 months back to 8 ahead), status filter, Cancel
 * Selected, Show Details and '+ Add New Request'. Also shown by Org Schedule in an employee's tabs.
 */
export function MyVacationRequestsPanel({ organizationId, timeZone }: { organizationId: string; timeZone?: string | null }) {
  const today = todayIn(timeZone);
  const options = useMemo(() => periodOptions(today), [today]);
  const [periodValue, setPeriodValue] = useState(ALL_TIME);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [details, setDetails] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const { flash, show } = useFlash();
  const list = useMyVacationRequests(organizationId, options.find((o) => o.value === periodValue)?.period ?? null);
  const create = useCreateMyVacationRequest(organizationId);

  const shown = useMemo(() => (list.data?.requests ?? []).filter((r) => status === 'all' || r.status === status), [list.data, status]);
  const selected = shown.filter((r) => selection[r.id] && cancellable(r));

  return (
    <Card
      title="Vacation Requests"
      actions={
        !adding && (
          <Button variant="primary" onClick={() => setAdding(true)}>
            + Add New Request
          </Button>
        )
      }
    >
      <FlashMessage flash={flash} />
      {adding && (
        <AddVacationRequestForm
          today={today}
          busy={create.isPending}
          error={create.isError ? errorText(create.error) : null}
          onCancel={() => {
            setAdding(false);
            create.reset();
          }}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: () => {
                setAdding(false);
                show('success', VACATION_TEXT.submitted);
              },
            })
          }
        />
      )}
      <div className="toolbar">
        <SelectField label="Period" value={periodValue} onChange={(event) => setPeriodValue(event.target.value)}>
          <Options options={options} />
        </SelectField>
        <SelectField label="Status" value={status} onChange={(event) => setStatus(event.target.value as StatusFilter)}>
          <option value="all">All</option>
          <Options options={VACATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))} />
        </SelectField>
        <Button aria-pressed={details} onClick={() => setDetails((d) => !d)}>
          {details ? 'Hide Details' : 'Show Details'}
        </Button>
        <Button variant="danger" disabled={selected.length === 0} onClick={() => setConfirming(true)}>
          Cancel Selected{selected.length > 0 && ` (${selected.length})`}
        </Button>
      </div>
      <Loaded
        query={list}
        loading="Loading vacation requests…"
        failure={(error) => `Failed to load vacation requests: ${errorText(error)}`}
      >
        {() => <VacationRequestsTable requests={shown} details={details} selection={selection} onSelectionChange={setSelection} />}
      </Loaded>
      {confirming && (
        <CancelRequestsDialog
          organizationId={organizationId}
          requests={selected}
          show={show}
          onClose={() => setConfirming(false)}
          onDone={() => {
            setConfirming(false);
            setSelection({});
          }}
        />
      )}
    </Card>
  );
}
