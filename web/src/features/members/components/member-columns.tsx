import type { Member, MemberSkill } from '@rostra/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge } from '@/components/ui/card.tsx';
import { qualificationsText } from '@/lib/qualification-text.ts';
import { MemberActionsMenu, type MemberAction } from './member-actions.tsx';
import { joinedText, rolesText, STATUS_TEXT } from './member-format.ts';

/** A row of the member list: with where they work (none: anywhere) and what they are qualified for. */
export type MemberRow = Member & { location_ids?: readonly string[]; skills?: readonly MemberSkill[] };

/** 'North Home, South Home', or 'Anywhere' for someone who works at every location. */
const locationsText = (ids: readonly string[] | undefined, names: ReadonlyMap<string, string>) =>
  ids?.length
    ? ids
        .map((id) => names.get(id) ?? id)
        .sort((a, b) => a.localeCompare(b))
        .join(', ')
    : 'Anywhere';

const STATUS_TONE = { active: 'success', pending: 'info', expired: 'warning' } as const;

export interface MemberColumnsOptions {
  currentUserId: string;
  onAction: (action: MemberAction, member: Member) => void;
  /** The organization's skills and locations by id; a column each only when the organization has some. */
  skillNames?: ReadonlyMap<string, string> | undefined;
  locationNames?: ReadonlyMap<string, string> | undefined;
}

/** The member list's columns: select (invitations), name (opens the details), email, roles, skills, locations, status, joined, actions. */
export function memberColumns({ currentUserId, onAction, skillNames, locationNames }: MemberColumnsOptions): ColumnDef<MemberRow>[] {
  return [
    {
      id: 'select',
      header: () => <span className="sr-only">Select</span>,
      enableSorting: false,
      cell: ({ row }) =>
        row.getCanSelect() ? (
          <input
            type="checkbox"
            aria-label={`Select ${row.original.email}`}
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
          />
        ) : null,
    },
    {
      id: 'name',
      header: 'Name',
      accessorFn: (m) => m.name.toLowerCase(),
      cell: ({ row }) => (
        <button type="button" className="btn-link" onClick={() => onAction('details', row.original)}>
          {row.original.name}
          {/* A no-break space: '(you)' stays with the name's last word. */}
          {row.original.user_id === currentUserId && '\u00a0(you)'}
        </button>
      ),
    },
    { id: 'email', header: 'Email', accessorFn: (m) => m.email.toLowerCase(), cell: ({ row }) => row.original.email },
    {
      id: 'roles',
      header: 'Roles',
      accessorFn: (m) => rolesText(m),
      cell: ({ row }) => (
        <span className="row-actions">
          {row.original.is_admin && <Badge tone="info">Admin</Badge>}
          {row.original.is_employee && <Badge>Employee</Badge>}
        </span>
      ),
    },
    ...(skillNames?.size
      ? [{ id: 'skills', header: 'Skills', accessorFn: (m: MemberRow) => qualificationsText(m.skills, skillNames) }]
      : []),
    ...(locationNames?.size
      ? [{ id: 'locations', header: 'Works at', accessorFn: (m: MemberRow) => locationsText(m.location_ids, locationNames) }]
      : []),
    {
      id: 'status',
      header: 'Status',
      accessorFn: (m) => STATUS_TEXT[m.status],
      cell: ({ row }) => <Badge tone={STATUS_TONE[row.original.status]}>{STATUS_TEXT[row.original.status]}</Badge>,
    },
    { id: 'joined', header: 'Joined', enableSorting: false, cell: ({ row }) => joinedText(row.original) },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => <MemberActionsMenu member={row.original} currentUserId={currentUserId} onAction={onAction} />,
    },
  ];
}
