import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { useFlash } from '@/lib/use-flash.ts';
import { InvitationRow, NAME_COLUMNS } from './invitation-row.tsx';
import { expiryProblem, statusLabel, type InviteVariant } from './invite-rows.ts';
import { useBulkInvitations } from './use-bulk-invitations.ts';

interface BulkInvitationTableProps {
  organizationId: string;
  variant: InviteVariant;
  onCancel?: () => void;
}

/**
 * The bulk invitation table: 3 rows (the inline variant 1), at least one kept; each row is a draft
 * (Ready or Invalid), sending, sent or failed. Valid rows are sent one after another.
 */
export function BulkInvitationTable({ organizationId, variant, onCancel }: BulkInvitationTableProps) {
  const { flash, show } = useFlash();
  const invitations = useBulkInvitations(organizationId, variant, show);
  const { rows } = invitations;
  const full = variant === 'full';
  return (
    <form onSubmit={invitations.send} noValidate aria-label="Invite users">
      <FlashMessage flash={flash} />
      <div className="table-wrap">
        <table className="table stack">
          <caption className="sr-only">Invitations to send</caption>
          <thead>
            <tr>
              <th scope="col">Email</th>
              {full &&
                NAME_COLUMNS.map(([field, header]) => (
                  <th key={field} scope="col">
                    {header}
                  </th>
                ))}
              <th scope="col">Roles</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <InvitationRow
                key={row.key}
                row={row}
                n={index + 1}
                full={full}
                label={statusLabel(row, rows, variant)}
                problem={invitations.problemShown(row) ?? row.error}
                removable={rows.length > 1}
                onChange={(change) => invitations.update(row.key, change)}
                onRemove={() => invitations.remove(row.key)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="toolbar" style={{ marginTop: '0.75rem' }}>
        <Button size="sm" onClick={invitations.add} disabled={invitations.sending}>
          + Add Row
        </Button>
        <TextField
          label="Expires in (days)"
          type="number"
          min={1}
          max={365}
          value={invitations.expiry}
          onChange={(e) => invitations.setExpiry(e.target.value)}
          error={expiryProblem(invitations.expiry)}
          hint="1 to 365; leave empty for an invitation that never expires."
        />
      </div>
      <div className="form-actions">
        <SubmitButton busy={invitations.sending} busyLabel="Sending…">
          Send Invitations
        </SubmitButton>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
