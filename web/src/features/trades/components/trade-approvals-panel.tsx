import type { TradeListItem } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, Loaded } from '@/components/ui/states.tsx';
import { RefusalMessage } from '@/components/ui/violation-list.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useScheduleNames, type ScheduleNames } from '@/lib/use-schedule-names.ts';
import { tradesQuery } from '../api/get-trades.ts';
import { useTradeStep } from '../api/trade-step.ts';
import { tradeText } from './trade-text.ts';
import './trades.css';

interface ApprovalRowProps {
  organizationId: string;
  trade: TradeListItem;
  names: ScheduleNames;
  onReviewed: (text: string) => void;
}

/** One accepted trade: who takes what, the notes, Approve (checked against the month as it stands) or Decline. */
function ApprovalRow({ organizationId, trade, names, onReviewed }: ApprovalRowProps) {
  const [notes, setNotes] = useState('');
  const step = useTradeStep(organizationId);
  const text = tradeText(trade, names);
  const taker = names.member(trade.accepted_by ?? trade.take?.member_id ?? trade.to_member_id ?? '');
  const review = (status: 'approved' | 'declined') =>
    step.mutate(
      { step: 'review', id: trade.id, status, notes },
      { onSuccess: () => onReviewed(status === 'approved' ? `Approved: ${text}` : `Declined: ${text}`) },
    );
  return (
    <li className="trade-row">
      <span className="trade-text">
        {text}
        {trade.accepted_by && <> · accepted by {taker}</>}
      </span>
      <div className="trade-notes">
        <TextField label="Notes" optional value={notes} maxLength={500} onChange={(event) => setNotes(event.target.value)} />
        <Button
          size="sm"
          variant="primary"
          busy={step.isPending && step.variables.step === 'review' && step.variables.status === 'approved'}
          disabled={step.isPending}
          onClick={() => review('approved')}
          aria-label={`Approve: ${text}`}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="danger"
          busy={step.isPending && step.variables.step === 'review' && step.variables.status === 'declined'}
          disabled={step.isPending}
          onClick={() => review('declined')}
          aria-label={`Decline: ${text}`}
        >
          Decline
        </Button>
      </div>
      {step.isError && <RefusalMessage error={step.error} />}
    </li>
  );
}

/**
 * The admins' approvals queue: trades a colleague accepted, waiting for approval. Without
 * `trades_need_approval` an acceptance applies at once and nothing waits here.
 */
export function TradeApprovalsPanel({ organizationId, needsApproval }: { organizationId: string; needsApproval: boolean }) {
  // Nothing waits without approval: no need to ask.
  const trades = useQuery({ ...tradesQuery(organizationId, 'accepted'), enabled: needsApproval });
  const names = useScheduleNames(organizationId);
  const { flash, show } = useFlash();
  return (
    <Card title="Trades Waiting for Approval">
      <FlashMessage flash={flash} />
      {!needsApproval ? (
        <EmptyState>Trades apply as soon as a colleague accepts: this organization does not ask for approval.</EmptyState>
      ) : (
        <Loaded query={trades} loading="Loading trades…" failure={(error) => `Failed to load trades: ${errorText(error)}`}>
          {({ trades: waiting }) =>
            waiting.length === 0 ? (
              <EmptyState>No trade is waiting for approval.</EmptyState>
            ) : (
              <ul className="trade-list" aria-label="Trades waiting for approval">
                {waiting.map((trade) => (
                  <ApprovalRow
                    key={trade.id}
                    organizationId={organizationId}
                    trade={trade}
                    names={names}
                    onReviewed={(text) => show('success', text)}
                  />
                ))}
              </ul>
            )
          }
        </Loaded>
      )}
    </Card>
  );
}
