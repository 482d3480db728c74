import { INVITATION_EXPIRY_TEXT, LIMITS } from '@rostra/contracts';
import { useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/card.tsx';
import { Button, SubmitButton } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FlashMessage } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useCreateInvitation } from '../api/create-invitation.ts';
import {
  editRow,
  INITIAL_ROWS,
  newRow,
  NO_VALID_ROWS,
  outcomeText,
  payload,
  rowProblem,
  sendable,
  statusLabel,
  type InviteRow,
  type InviteVariant,
} from './invite-rows.ts';

/** The full variant's name columns: the row's field and the column's name. */
const NAME_COLUMNS = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
] as const;

/** The role checkboxes: the row's field and the role's name. */
const ROLES = [
  ['is_admin', 'Admin'],
  ['is_employee', 'Employee'],
] as const;

const TONE: Record<string, 'success' | 'danger' | 'info'> = {
  Ready: 'success',
  Invalid: 'danger',
  'Sending…': 'info',
  Sent: 'success',
  Failed: 'danger',
};

function expiryProblem(value: string): string | null {
  if (!value.trim()) return null;
  const days = Number(value);
  const { min, max } = LIMITS.invitationExpiryDays;
  return Number.isInteger(days) && days >= min && days <= max ? null : INVITATION_EXPIRY_TEXT;
}

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
  const create = useCreateInvitation(organizationId);
  const [rows, setRows] = useState<InviteRow[]>(() => Array.from({ length: INITIAL_ROWS[variant] }, newRow));
  const [touched, setTouched] = useState<Set<number>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [expiry, setExpiry] = useState('7');
  const [sending, setSending] = useState(false);
  const { flash, show } = useFlash();
  const full = variant === 'full';

  const update = (key: number, change: Parameters<typeof editRow>[1]) => {
    setRows((all) => all.map((row) => (row.key === key ? editRow(row, change) : row)));
    setTouched((t) => new Set(t).add(key));
  };
  const setStatus = (key: number, status: InviteRow['status'], error: string | null = null) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, status, error } : row)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const expiryError = expiryProblem(expiry);
    const batch = sendable(rows, variant);
    if (expiryError) return;
    if (batch.length === 0) return show('error', NO_VALID_ROWS);
    setSending(true);
    let sent = 0;
    let failed = 0;
    for (const row of batch) {
      setStatus(row.key, 'sending');
      try {
        await create.mutateAsync(payload(row, expiry.trim() ? Number(expiry) : null));
        setStatus(row.key, 'sent');
        sent++;
      } catch (error) {
        setStatus(row.key, 'failed', errorText(error));
        failed++;
      }
    }
    setSending(false);
    const outcome = outcomeText(sent, failed);
    show(outcome.ok ? 'success' : 'error', outcome.text);
  };

  const problemShown = (row: InviteRow) =>
    row.status === 'draft' && (attempted || touched.has(row.key)) ? rowProblem(row, rows, variant) : null;
  return (
    <form onSubmit={send} noValidate aria-label="Invite users">
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
            {rows.map((row, index) => {
              const label = statusLabel(row, rows, variant);
              const locked = row.status === 'sent' || row.status === 'sending';
              const problem = problemShown(row) ?? row.error;
              const n = index + 1;
              return (
                <tr key={row.key} className={row.status === 'sent' ? 'row-sent' : row.status === 'failed' ? 'row-failed' : ''}>
                  <td data-label="Email">
                    <input
                      type="email"
                      aria-label={`Email, row ${n}`}
                      value={row.email}
                      disabled={locked}
                      aria-invalid={problem ? true : undefined}
                      onChange={(e) => update(row.key, { email: e.target.value })}
                    />
                    {problem && <p className="row-error">{problem}</p>}
                  </td>
                  {full &&
                    NAME_COLUMNS.map(([field, header]) => (
                      <td key={field} data-label={header}>
                        <input
                          aria-label={`${header}, row ${n}`}
                          value={row[field]}
                          disabled={locked}
                          onChange={(e) => update(row.key, { [field]: e.target.value })}
                        />
                      </td>
                    ))}
                  <td data-label="Roles">
                    <span className="row-actions">
                      {ROLES.map(([field, role]) => (
                        <label key={field} className="checkbox">
                          <input
                            type="checkbox"
                            checked={row[field]}
                            disabled={locked}
                            onChange={(e) => update(row.key, { [field]: e.target.checked })}
                            aria-label={`${role}, row ${n}`}
                          />
                          {role}
                        </label>
                      ))}
                    </span>
                  </td>
                  <td data-label="Status">
                    <Badge tone={TONE[label]}>{label}</Badge>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove row ${n}`}
                      disabled={rows.length <= 1 || locked}
                      onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                    >
                      ✕
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="toolbar" style={{ marginTop: '0.75rem' }}>
        <Button size="sm" onClick={() => setRows((all) => [...all, newRow()])} disabled={sending}>
          + Add Row
        </Button>
        <TextField
          label="Expires in (days)"
          type="number"
          min={1}
          max={365}
          value={expiry}
          onChange={(e) => setExpiry(e.target.value)}
          error={expiryProblem(expiry)}
          hint="1 to 365; leave empty for an invitation that never expires."
        />
      </div>
      <div className="form-actions">
        <SubmitButton busy={sending} busyLabel="Sending…">
          Send Invitations
        </SubmitButton>
        {onCancel && <Button onClick={onCancel}>Cancel</Button>}
      </div>
    </form>
  );
}
