import { Button } from '@/components/ui/button.tsx';
import type { Command } from './member-commands.ts';

/** Above the table while invitations are selected: how many, Resend Selected, Cancel Selected, Clear selection. */
export function BulkInvitationActions({
  count,
  onCommand,
  onClear,
}: {
  count: number;
  onCommand: (command: Extract<Command, 'resend' | 'cancel'>) => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div className="toolbar message message-info" role="region" aria-label="Bulk actions">
      <span>{count} invitation(s) selected</span>
      <Button size="sm" onClick={() => onCommand('resend')}>
        Resend Selected
      </Button>
      <Button size="sm" variant="danger" onClick={() => onCommand('cancel')}>
        Cancel Selected
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
