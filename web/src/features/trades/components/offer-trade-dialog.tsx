import type { TradeOfferBody } from '@rostra/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Options, SelectField } from '@/components/ui/field.tsx';
import { Message } from '@/components/ui/message.tsx';
import { Modal, ModalFormActions } from '@/components/ui/modal.tsx';
import { formatDate } from '@/lib/dates.ts';
import { errorText } from '@/lib/errors.ts';
import { membersQuery } from '@/lib/members-query.ts';
import { organizationCalendarQuery } from '@/lib/organization-calendar-query.ts';
import { schedulable } from '@/lib/schedulable.ts';
import { useOfferTrade } from '../api/offer-trade.ts';
import './trades.css';

export interface OfferedShift {
  date: string;
  shift_type_id: string;
  shift_type_name: string;
}

type Kind = 'give' | 'swap' | 'open';
const KINDS: { value: Kind; label: string }[] = [
  { value: 'give', label: 'Give it to one colleague' },
  { value: 'swap', label: 'Swap it for a colleague’s shift' },
  { value: 'open', label: 'Offer it to anyone who may take it' },
];

interface OfferTradeDialogProps {
  organizationId: string;
  /** Who offers: left out of the colleagues. */
  memberId: string;
  shift: OfferedShift;
  onClose: () => void;
  onOffered: (text: string) => void;
}

/** The colleague's shifts in the month of the offered one, from the published calendar: what a swap can ask for in return. */
function useColleagueShifts(organizationId: string, date: string, colleague: string) {
  const calendar = useQuery({
    ...organizationCalendarQuery(organizationId, Number(date.slice(0, 4)), Number(date.slice(5, 7))),
    enabled: colleague !== '',
  });
  return useMemo(
    () =>
      (calendar.data?.days ?? []).flatMap((day) =>
        day.shifts
          .filter((shift) => shift.assigned_employees.some((employee) => employee.id === colleague))
          .map((shift) => ({
            value: `${day.date}|${shift.shift_type_id}`,
            label: `${shift.shift_type_name}, ${formatDate(day.date)} (${shift.start_time}–${shift.end_time})`,
          })),
      ),
    [calendar.data, colleague],
  );
}

/** Give away / Swap: a published shift of mine offered to one colleague, for a colleague's shift, or to anyone (POST {S}/trades). */
export function OfferTradeDialog({ organizationId, memberId, shift, onClose, onOffered }: OfferTradeDialogProps) {
  const [kind, setKind] = useState<Kind>('give');
  const [colleague, setColleague] = useState('');
  const [taken, setTaken] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const members = useQuery({
    ...membersQuery(organizationId),
    select: (data) => schedulable(data.members).filter((m) => m.id !== memberId),
  });
  const theirShifts = useColleagueShifts(organizationId, shift.date, kind === 'swap' ? colleague : '');
  const offer = useOfferTrade(organizationId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const give = { date: shift.date, shift_type_id: shift.shift_type_id };
    if (kind !== 'open' && !colleague) return setMissing('Choose a colleague.');
    if (kind === 'swap' && !taken) return setMissing('Choose the shift you take in return.');
    setMissing(null);
    const [takeDate, takeType] = taken.split('|');
    const body: TradeOfferBody =
      kind === 'open'
        ? { give }
        : kind === 'give'
          ? { give, to_member_id: colleague }
          : { give, take: { date: takeDate!, shift_type_id: takeType!, member_id: colleague }, to_member_id: colleague };
    offer.mutate(body, {
      onSuccess: () =>
        onOffered(kind === 'open' ? 'Your shift is offered to the team.' : 'Your offer is sent: it applies once your colleague accepts.'),
    });
  };

  return (
    <Modal
      open
      onOpenChange={(next) => !next && !offer.isPending && onClose()}
      title="Give away / Swap"
      description={`${shift.shift_type_name} on ${formatDate(shift.date)}`}
    >
      <form onSubmit={submit} noValidate aria-label="Offer this shift">
        <fieldset className="trade-kinds">
          <legend>How</legend>
          {KINDS.map((choice) => (
            <label key={choice.value} className="checkbox">
              <input type="radio" name="kind" value={choice.value} checked={kind === choice.value} onChange={() => setKind(choice.value)} />
              <span>{choice.label}</span>
            </label>
          ))}
        </fieldset>
        {kind !== 'open' && (
          <SelectField
            label="Colleague"
            value={colleague}
            onChange={(event) => {
              setColleague(event.target.value);
              setTaken('');
            }}
          >
            <option value="">Choose…</option>
            <Options options={(members.data ?? []).map((m) => ({ value: m.id, label: m.name }))} />
          </SelectField>
        )}
        {kind === 'swap' && colleague && (
          <SelectField
            label="Their shift you take in return"
            value={taken}
            onChange={(event) => setTaken(event.target.value)}
            hint={theirShifts.length === 0 ? 'They have no published shift this month.' : undefined}
          >
            <option value="">Choose…</option>
            <Options options={theirShifts} />
          </SelectField>
        )}
        {missing && <Message kind="error">{missing}</Message>}
        {offer.isError && <Message kind="error">{errorText(offer.error)}</Message>}
        <ModalFormActions onCancel={onClose} busy={offer.isPending} busyLabel="Sending…">
          Send Offer
        </ModalFormActions>
      </form>
    </Modal>
  );
}
