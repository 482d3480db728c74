import type { RepairProposal } from '@rostra/contracts';
import { useState } from 'react';
import type { CalendarMonth } from '@/components/calendar/month.ts';
import { Button } from '@/components/ui/button.tsx';
import { FlashMessage, Message } from '@/components/ui/message.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useApplyRepair, useProposeRepair } from '../api/repair-month.ts';
import './org-schedule.css';

type Change = RepairProposal['changes'][number];

/** The proposal's changes per employee, in date order. */
function byEmployee(changes: readonly Change[]): [string, Change[]][] {
  const groups = new Map<string, Change[]>();
  for (const change of [...changes].sort((a, b) => a.date.localeCompare(b.date)))
    groups.set(change.member_name, [...(groups.get(change.member_name) ?? []), change]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

const shifts = (count: number) => `${count} ${count === 1 ? 'shift' : 'shifts'}`;

/** What an applied repair changed, per employee: the dialog closes, this stays a moment in its place. */
function appliedText(changes: readonly Change[]): string {
  const people = byEmployee(changes).map(([name, theirs]) => {
    const added = theirs.filter((change) => change.change === 'added').length;
    const removed = theirs.length - added;
    return [removed && `${name} taken off ${shifts(removed)}`, added && `${name} added to ${shifts(added)}`].filter(Boolean).join(', ');
  });
  return `Repair applied: ${people.join('; ')}. Publish to show employees.`;
}

/**
 * 'Repair': asks for a proposal that mends the draft (people now on vacation or absent taken off,
 * their shifts filled, nobody else moved), shows it per employee, and applies it on request.
 */
export function RepairReview({
  organizationId,
  month,
  shiftNames,
}: {
  organizationId: string;
  month: CalendarMonth;
  shiftNames: ReadonlyMap<string, string>;
}) {
  const propose = useProposeRepair(organizationId);
  const apply = useApplyRepair(organizationId);
  const [proposal, setProposal] = useState<RepairProposal | null>(null);
  const { flash, show } = useFlash();
  const close = () => {
    setProposal(null);
    apply.reset();
  };
  return (
    <>
      <Button size="sm" busy={propose.isPending} onClick={() => propose.mutate(month, { onSuccess: setProposal })}>
        Repair
      </Button>
      {propose.isError && <Message kind="error">{`Failed to propose a repair: ${errorText(propose.error)}`}</Message>}
      <FlashMessage flash={flash} />
      {proposal && (
        <Modal
          open
          onOpenChange={(open) => !open && close()}
          title="Repair Proposal"
          description="What the repair would change in the draft, per employee. Nobody else's shifts move."
          wide
        >
          {proposal.changes.length === 0 ? (
            <p>Nothing to repair: no assignment breaks a rule and no shift can be filled further.</p>
          ) : (
            <ul className="repair-changes">
              {byEmployee(proposal.changes).map(([name, changes]) => (
                <li key={name}>
                  <strong>{name}</strong>
                  <ul>
                    {changes.map((change) => (
                      <li key={`${change.date}|${change.shift_type_id}|${change.change}`} className={`repair-${change.change}`}>
                        {change.change === 'added' ? 'Added' : 'Removed'}: {change.date}{' '}
                        {shiftNames.get(change.shift_type_id) ?? change.shift_type_id}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
          {apply.isError && <Message kind="error">{`Failed to apply the repair: ${errorText(apply.error)}`}</Message>}
          <ModalActions>
            <Button onClick={close}>Cancel</Button>
            <Button
              variant="primary"
              disabled={proposal.changes.length === 0}
              busy={apply.isPending}
              onClick={() =>
                apply.mutate(
                  { ...month, proposalId: proposal.proposal_id },
                  {
                    onSuccess: () => {
                      show('success', appliedText(proposal.changes));
                      close();
                    },
                  },
                )
              }
            >
              Apply Repair
            </Button>
          </ModalActions>
        </Modal>
      )}
    </>
  );
}
