import type { CalendarShift } from '@/components/calendar/calendar-data.ts';
import { Button } from '@/components/ui/button.tsx';

type Assigned = CalendarShift['assigned_employees'][number];

/** Who is on the shift, each with Replace (pressed while choosing their replacement) and Unassign. */
export function OnShiftList({
  assigned,
  replacingId,
  busy,
  onReplace,
  onUnassign,
}: {
  assigned: readonly Assigned[];
  replacingId: string | undefined;
  busy: boolean;
  onReplace: (employee: Assigned) => void;
  onUnassign: (employee: Assigned) => void;
}) {
  if (assigned.length === 0) return <p className="field-hint">Nobody yet.</p>;
  return (
    <ul className="editor-assigned">
      {assigned.map((employee) => (
        <li key={employee.id}>
          <span>{employee.name}</span>
          <Button size="sm" aria-pressed={replacingId === employee.id} onClick={() => onReplace(employee)}>
            Replace
          </Button>
          <Button size="sm" variant="danger" disabled={busy} onClick={() => onUnassign(employee)} aria-label={`Unassign ${employee.name}`}>
            Unassign
          </Button>
        </li>
      ))}
    </ul>
  );
}
