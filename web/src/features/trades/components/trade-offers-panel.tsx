import type { TradeListItem } from '@rostra/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Badge, Card } from '@/components/ui/card.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, Loaded } from '@/components/ui/states.tsx';
import { RefusalMessage, ViolationList } from '@/components/ui/violation-list.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useScheduleNames, type ScheduleNames } from '@/lib/use-schedule-names.ts';
import { useTrades } from '../api/get-trades.ts';
import { useTradeStep, type TradeStep } from '../api/trade-step.ts';
import { TRADE_STATUS_LABEL, tradeText } from './trade-text.ts';
import './trades.css';

/** Before it applies, the one who offered may take it back (docs/api/trades.md). */
const cancellable = (trade: TradeListItem) => trade.status === 'open' || trade.status === 'accepted';

interface RowProps {
  trade: TradeListItem;
  names: ScheduleNames;
  mine: boolean;
  onStep: (step: TradeStep) => void;
  busy: boolean;
}

function TradeRow({ trade, names, mine, onStep, busy }: RowProps) {
  const text = tradeText(trade, names);
  return (
    <li className="trade-row">
      <span className="trade-text">{text}</span>
      <Badge>{TRADE_STATUS_LABEL[trade.status]}</Badge>
      {mine && cancellable(trade) && (
        <Button
          size="sm"
          variant="danger"
          busy={busy}
          onClick={() => onStep({ step: 'cancel', id: trade.id })}
          aria-label={`Cancel: ${text}`}
        >
          Cancel
        </Button>
      )}
      {!mine && trade.status === 'open' && trade.eligible && (
        <Button
          size="sm"
          variant="primary"
          busy={busy}
          onClick={() => onStep({ step: 'accept', id: trade.id })}
          aria-label={`Accept: ${text}`}
        >
          Accept
        </Button>
      )}
      {!mine && trade.status === 'open' && !trade.eligible && (
        <ViolationList violations={trade.violations ?? []} label={`Why you cannot accept: ${text}`} />
      )}
    </li>
  );
}

/**
 * Trades for an employee: what colleagues offer them (Accept, or the rules that stop them) and
 * their own offers with their status (Cancel until it applies).
 */
export function TradeOffersPanel({ organizationId, memberId }: { organizationId: string; memberId: string | null | undefined }) {
  const trades = useTrades(organizationId, 'all');
  const step = useTradeStep(organizationId);
  const names = useScheduleNames(organizationId);
  const { flash, show } = useFlash();

  const run = (next: TradeStep) =>
    step.mutate(next, {
      onSuccess: (trade) =>
        show('success', next.step === 'cancel' ? 'Your offer is cancelled.' : trade.status === 'accepted' ? 'Accepted.' : 'Done.'),
    });

  return (
    <Card title="Shift Trades">
      <FlashMessage flash={flash} />
      {step.isError && <RefusalMessage error={step.error} />}
      <Loaded query={trades} loading="Loading trades…" failure={(error) => `Failed to load trades: ${errorText(error)}`}>
        {({ trades: all }) => {
          const offered = all.filter((t) => t.give.member_id !== memberId && t.status === 'open');
          const mine = all.filter((t) => t.give.member_id === memberId);
          const row = (trade: TradeListItem, own: boolean) => (
            <TradeRow
              key={trade.id}
              trade={trade}
              names={names}
              mine={own}
              onStep={run}
              busy={step.isPending && step.variables.id === trade.id}
            />
          );
          return (
            <>
              <h3>Offered to you</h3>
              {offered.length === 0 ? (
                <EmptyState>No offers from colleagues right now.</EmptyState>
              ) : (
                <ul className="trade-list" aria-label="Offered to you">
                  {offered.map((t) => row(t, false))}
                </ul>
              )}
              <h3>Your offers</h3>
              {mine.length === 0 ? (
                <EmptyState>You have not offered any shift. Use “Give away / Swap” on a shift in My Calendar.</EmptyState>
              ) : (
                <ul className="trade-list" aria-label="Your offers">
                  {mine.map((t) => row(t, true))}
                </ul>
              )}
            </>
          );
        }}
      </Loaded>
    </Card>
  );
}
