import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

const SORT_LABEL = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Renders a @tanstack/react-table instance. Sortable columns get a header button that cycles the
 * order, with aria-sort on the header cell; `rowClassName` marks rows (selected, sent, failed…).
 */
export function DataTable<T>({
  table,
  caption,
  empty,
  rowClassName,
}: {
  table: Table<T>;
  caption: string;
  empty?: ReactNode;
  rowClassName?: (row: T) => string;
}) {
  const rows = table.getRowModel().rows;
  return (
    <div className="table-wrap">
      <table className="table stack">
        <caption className="sr-only">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const title = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={sorted ? SORT_LABEL[sorted] : undefined}>
                    {header.column.getCanSort() ? (
                      <button type="button" className="sort-button" onClick={header.column.getToggleSortingHandler()}>
                        {title}
                        <span className="sort-indicator">
                          <Icon name={sorted === 'asc' ? 'sortUp' : sorted === 'desc' ? 'sortDown' : 'sortBoth'} size={12} />
                        </span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={table.getVisibleLeafColumns().length} className="table-empty">
                {empty ?? 'Nothing to show.'}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className={rowClassName?.(row.original)}>
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-label={typeof cell.column.columnDef.header === 'string' ? cell.column.columnDef.header : undefined}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
