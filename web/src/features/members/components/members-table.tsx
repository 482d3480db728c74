import type { Member, MemberSkill } from '@rostra/contracts';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { DropdownMenu } from 'radix-ui';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/card.tsx';
import { DataTable } from '@/components/ui/data-table.tsx';
import { Options, SelectField } from '@/components/ui/field.tsx';
import { qualificationsText } from '@/lib/qualification-text.ts';
import { joinedText, ROLE_FILTERS, rolesText, STATUS_TEXT, type RoleFilter } from './member-format.ts';

export type MemberAction = 'details' | 'roles' | 'name' | 'resend' | 'cancel' | 'remove' | 'copy-link';

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

interface MembersTableProps {
  members: MemberRow[];
  currentUserId: string;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  onAction: (action: MemberAction, member: Member) => void;
  /** The organization's skills and locations by id; a column each only when the organization has some. */
  skillNames?: ReadonlyMap<string, string> | undefined;
  locationNames?: ReadonlyMap<string, string> | undefined;
}

const STATUS_TONE = { active: 'success', pending: 'info', expired: 'warning' } as const;

/** Which actions a row offers (docs/product/states.md): invitations resend/cancel, users remove; nobody removes or renames themselves. */
export function actionsFor(member: Member, currentUserId: string): MemberAction[] {
  const self = member.user_id === currentUserId;
  if (member.member_type === 'invitation')
    return ['details', 'roles', 'name', 'resend', 'cancel', ...(member.invitation_token ? (['copy-link'] as const) : [])];
  return self ? ['details', 'roles'] : ['details', 'roles', 'name', 'remove'];
}

const ACTION_LABEL: Record<MemberAction, string> = {
  details: 'Details',
  roles: 'Edit Roles',
  name: 'Edit Name',
  resend: 'Resend Invitation',
  cancel: 'Cancel Invitation',
  remove: 'Remove User',
  'copy-link': 'Copy Invitation Link',
};

/** The member list: filter by roles, sort by name, email, roles and status, select invitations for bulk actions. */
export function MembersTable({
  members,
  currentUserId,
  selection,
  onSelectionChange,
  onAction,
  skillNames,
  locationNames,
}: MembersTableProps) {
  const [roleFilter, setRoleFilter] = useState<RoleFilter>('all');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'name', desc: false }]);
  const rows = useMemo(() => members.filter(ROLE_FILTERS[roleFilter].test), [members, roleFilter]);

  const columns = useMemo<ColumnDef<MemberRow>[]>(
    () => [
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
        cell: ({ row }) => (
          <DropdownMenu.Root>
            <DropdownMenu.Trigger className="btn btn-sm nowrap" aria-label={`Actions for ${row.original.email}`}>
              Actions ▾
            </DropdownMenu.Trigger>
            <DropdownMenu.Portal>
              <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
                {actionsFor(row.original, currentUserId).map((action) => (
                  <DropdownMenu.Item
                    key={action}
                    className={`menu-item${action === 'remove' || action === 'cancel' ? ' menu-item-danger' : ''}`}
                    onSelect={() => onAction(action, row.original)}
                  >
                    {ACTION_LABEL[action]}
                  </DropdownMenu.Item>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Portal>
          </DropdownMenu.Root>
        ),
      },
    ],
    [currentUserId, onAction, skillNames, locationNames],
  );

  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting, rowSelection: selection },
    getRowId: (member) => member.id,
    enableRowSelection: (row) => row.original.member_type === 'invitation',
    onSortingChange: setSorting,
    onRowSelectionChange: (updater) => onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    <>
      <div className="toolbar">
        <SelectField label="Filter by role" value={roleFilter} onChange={(event) => setRoleFilter(event.target.value as RoleFilter)}>
          <Options options={Object.entries(ROLE_FILTERS).map(([value, { label }]) => ({ value, label }))} />
        </SelectField>
        <p className="field-hint" aria-live="polite">
          Showing {rows.length} of {members.length} members
        </p>
      </div>
      <DataTable
        table={table}
        caption="Members and invitations"
        empty="No members match this filter."
        rowClassName={(m) => (selection[m.id] ? 'row-selected' : '')}
      />
    </>
  );
}
