import { Badge } from '@/components/ui/card.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { InviteRow } from './invite-rows.ts';
import type { RowChange } from './use-bulk-invitations.ts';

/** The full variant's name columns: the row's field and the column's name. */
export const NAME_COLUMNS = [
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

/** Row `n` of the bulk invitation table: its fields (locked once sending or sent), problem, status and Remove. */
export function InvitationRow({
  row,
  n,
  full,
  label,
  problem,
  removable,
  onChange,
  onRemove,
}: {
  row: InviteRow;
  n: number;
  full: boolean;
  label: string;
  problem: string | null;
  removable: boolean;
  onChange: (change: RowChange) => void;
  onRemove: () => void;
}) {
  const locked = row.status === 'sent' || row.status === 'sending';
  return (
    <tr className={row.status === 'sent' ? 'row-sent' : row.status === 'failed' ? 'row-failed' : ''}>
      <td data-label="Email">
        <input
          type="email"
          aria-label={`Email, row ${n}`}
          value={row.email}
          disabled={locked}
          aria-invalid={problem ? true : undefined}
          onChange={(e) => onChange({ email: e.target.value })}
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
              onChange={(e) => onChange({ [field]: e.target.value })}
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
                onChange={(e) => onChange({ [field]: e.target.checked })}
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
        <Button size="sm" variant="ghost" aria-label={`Remove row ${n}`} disabled={!removable || locked} onClick={onRemove}>
          ✕
        </Button>
      </td>
    </tr>
  );
}
