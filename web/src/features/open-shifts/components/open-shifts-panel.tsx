import { Button } from '@/components/ui/button.tsx';
import { Badge, Card } from '@/components/ui/card.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, Loaded } from '@/components/ui/states.tsx';
import { RefusalMessage, ViolationList } from '@/components/ui/violation-list.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useScheduleNames } from '@/lib/use-schedule-names.ts';
import { useOpenShifts } from '../api/get-open-shifts.ts';
import { useOpenShiftStep } from '../api/open-shift-step.ts';
import { openShiftText } from './open-shift-text.ts';
import './open-shifts.css';

/** Open shifts for an employee: Claim the ones the rules let them take; for the others, what stops them. */
export function OpenShiftsPanel({ organizationId, memberId }: { organizationId: string; memberId: string | null | undefined }) {
  const list = useOpenShifts(organizationId);
  const step = useOpenShiftStep(organizationId);
  const names = useScheduleNames(organizationId);
  const { flash, show } = useFlash();

  const claim = (id: string) =>
    step.mutate(
      { step: 'claim', id },
      {
        onSuccess: (shift) =>
          show('success', memberId && shift.assigned.includes(memberId) ? 'The shift is yours.' : 'Claimed: an admin picks who takes it.'),
      },
    );

  return (
    <Card title="Open Shifts">
      <FlashMessage flash={flash} />
      {step.isError && <RefusalMessage error={step.error} />}
      <Loaded query={list} loading="Loading open shifts…" failure={(error) => `Failed to load open shifts: ${errorText(error)}`}>
        {({ open_shifts: shifts }) =>
          shifts.length === 0 ? (
            <EmptyState>No open shifts right now.</EmptyState>
          ) : (
            <ul className="open-shift-list" aria-label="Open shifts">
              {shifts.map((shift) => {
                const text = openShiftText(shift, names);
                const mine = Boolean(memberId && shift.assigned.includes(memberId));
                return (
                  <li key={shift.id} className="open-shift-row">
                    <span className="open-shift-text">{text}</span>
                    {mine ? (
                      <Badge tone="success">Yours</Badge>
                    ) : shift.claimed_by_me ? (
                      <Badge>Claimed: waiting for an admin</Badge>
                    ) : shift.eligible ? (
                      <Button
                        size="sm"
                        variant="primary"
                        busy={step.isPending && step.variables.id === shift.id}
                        onClick={() => claim(shift.id)}
                        aria-label={`Claim: ${text}`}
                      >
                        Claim
                      </Button>
                    ) : (
                      <ViolationList violations={shift.violations ?? []} label={`Why you cannot claim: ${text}`} />
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}
