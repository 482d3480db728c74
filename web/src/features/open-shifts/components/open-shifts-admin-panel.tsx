import { Button } from '@/components/ui/button.tsx';
import { Badge, Card } from '@/components/ui/card.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { EmptyState, Loaded } from '@/components/ui/states.tsx';
import { RefusalMessage, ViolationList } from '@/components/ui/violation-list.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useScheduleNames, type ScheduleNames } from '@/lib/use-schedule-names.ts';
import type { OpenShiftListItem } from '@rostra/contracts';
import { useOpenShifts } from '../api/get-open-shifts.ts';
import { useOpenShiftStep, type OpenShiftStep } from '../api/open-shift-step.ts';
import { openShiftText } from './open-shift-text.ts';
import { PostOpenShiftForm } from './post-open-shift-form.tsx';
import './open-shifts.css';

/** '2 below target': the candidate's shifts in the month against the shifts asked of them. */
const distanceText = (shifts: number) =>
  shifts === 0
    ? 'on target'
    : `${Math.abs(shifts)} ${Math.abs(shifts) === 1 ? 'shift' : 'shifts'} ${shifts < 0 ? 'below' : 'above'} target`;

interface RowProps {
  shift: OpenShiftListItem;
  names: ScheduleNames;
  busy: boolean;
  onStep: (step: OpenShiftStep) => void;
}

/** An open shift with its ranked candidates: Assign for those the rules allow, the reasons for the others. */
function OpenShiftRow({ shift, names, busy, onStep }: RowProps) {
  const text = openShiftText(shift, names);
  const claimed = new Set(shift.claims.map((claim) => claim.member_id));
  return (
    <li className="open-shift-row">
      <span className="open-shift-text">{text}</span>
      <Button
        size="sm"
        variant="danger"
        disabled={busy}
        onClick={() => onStep({ step: 'cancel', id: shift.id })}
        aria-label={`Cancel: ${text}`}
      >
        Cancel
      </Button>
      <ol className="open-shift-candidates" aria-label={`Candidates for ${text}`}>
        {(shift.candidates ?? []).map((candidate) => {
          const name = names.member(candidate.member_id);
          return (
            <li key={candidate.member_id}>
              <span>{name}</span>
              {claimed.has(candidate.member_id) && <Badge tone="info">Claimed</Badge>}
              <span className="field-hint">{distanceText(candidate.distance_from_target)}</span>
              {candidate.eligible ? (
                <Button
                  size="sm"
                  variant="primary"
                  disabled={busy}
                  onClick={() => onStep({ step: 'assign', id: shift.id, member_id: candidate.member_id })}
                  aria-label={`Assign ${name}: ${text}`}
                >
                  Assign
                </Button>
              ) : (
                <ViolationList violations={candidate.violations} label={`Why not ${name}`} />
              )}
            </li>
          );
        })}
      </ol>
    </li>
  );
}

/** The admins' open shifts: Post open shift, then each open one with its candidates ranked by the rules, target and fairness. */
export function OpenShiftsAdminPanel({ organizationId }: { organizationId: string }) {
  const list = useOpenShifts(organizationId);
  const step = useOpenShiftStep(organizationId);
  const names = useScheduleNames(organizationId);
  const { flash, show } = useFlash();
  const run = (next: OpenShiftStep) =>
    step.mutate(next, {
      onSuccess: () =>
        show('success', next.step === 'assign' ? `${names.member(next.member_id)} is assigned.` : 'The open shift is cancelled.'),
    });

  return (
    <Card title="Open Shifts">
      <FlashMessage flash={flash} />
      <PostOpenShiftForm organizationId={organizationId} onPosted={(text) => show('success', text)} />
      {step.isError && <RefusalMessage error={step.error} />}
      <Loaded query={list} loading="Loading open shifts…" failure={(error) => `Failed to load open shifts: ${errorText(error)}`}>
        {({ open_shifts: shifts }) =>
          shifts.length === 0 ? (
            <EmptyState>No open shifts.</EmptyState>
          ) : (
            <ul className="open-shift-list" aria-label="Open shifts">
              {shifts.map((shift) => (
                <OpenShiftRow
                  key={shift.id}
                  shift={shift}
                  names={names}
                  busy={step.isPending && step.variables.id === shift.id}
                  onStep={run}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
    </Card>
  );
}
