import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Numbers line up at the end edge (right in ltr, left in rtl). */
  align?: 'start' | 'center' | 'end';
  /**
   * Hides a secondary column on narrow screens so a 375 px phone shows the essentials without
   * scrolling sideways; what is left still scrolls when it does not fit.
   */
  hideBelow?: 'sm' | 'md' | 'lg';
  /** The cell that names the row (player, team): a row header for screen readers. */
  rowHeader?: boolean;
  className?: string;
  headerClassName?: string;
  /**
   * The placeholder while loading, shaped like the real cell (a badge, two lines) so the table
   * keeps its height when the rows arrive; a short bar by default.
   */
  skeleton?: ReactNode;
}

interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string | number;
  /** Names the table for assistive tech (rendered as a visually hidden caption). */
  caption: string;
  /**
   * The table sits in a section named like it: its scroll box is then a named group, not a second
   * landmark of the same name (axe's `landmark-unique`).
   */
  inNamedSection?: boolean;
  /** Gives rows 1–3 a gold, silver and bronze tint (spec §9): `data-podium` on the row. */
  rankOf?: (row: T) => number;
  /** Shows placeholder rows instead of `rows`. */
  loading?: boolean;
  skeletonRows?: number;
  density?: 'compact' | 'comfortable';
  /** Caps the height (the header stays visible); the region then scrolls both ways. */
  maxHeightClassName?: string;
  rowAttributes?: (row: T) => Record<`data-${string}`, string | undefined>;
  className?: string;
}

/** End and centre are marked (`data-align`); start is every cell's default, in either direction. */
const alignOf = (column: { align?: 'start' | 'center' | 'end' }) =>
  column.align === 'start' ? undefined : column.align;
const HIDE = { sm: 'hidden sm:table-cell', md: 'hidden md:table-cell', lg: 'hidden lg:table-cell' } as const;

/**
 * A read-only table for leaderboards and lists. It scrolls sideways inside its own focusable
 * region (keyboard users can scroll it too) instead of widening the page, so it stays readable at
 * 375 px and in right-to-left languages (only logical alignment is used).
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  rankOf,
  loading = false,
  skeletonRows = 8,
  density = 'comfortable',
  maxHeightClassName,
  rowAttributes,
  className,
  inNamedSection = false,
}: DataTableProps<T>) {
  return (
    <div
      role={inNamedSection ? 'group' : 'region'}
      aria-label={caption}
      aria-busy={loading || undefined}
      // Focusable so the keyboard can scroll a table that is wider or taller than its box.
      tabIndex={0}
      className={cn('focus-ring overflow-auto overscroll-x-contain', maxHeightClassName, className)}
    >
      {/* Cells are styled from the table (`.data-table` in styles/index.css), not each by its own
          classes: the home page alone has 300 cells (decision 0020). */}
      <table className="data-table" data-density={density}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                data-align={alignOf(column)}
                className={
                  cn(column.hideBelow && HIDE[column.hideBelow], column.headerClassName) || undefined
                }
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, i) => (
                // A key no row can have: a skeleton row reused for the row with the same key would be moved, a layout shift.
                <tr key={`skeleton-${i}`} data-skeleton-row="">
                  {columns.map((column) => (
                    <td key={column.id} className={column.hideBelow && HIDE[column.hideBelow]}>
                      {column.skeleton ?? (
                        <Skeleton
                          className={cn(
                            'h-4',
                            column.rowHeader ? 'w-28' : 'w-12',
                            column.align === 'end' && 'ms-auto',
                          )}
                        />
                      )}
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row, index) => {
                const rank = rankOf?.(row);
                return (
                  <tr
                    key={rowKey(row, index)}
                    data-podium={rank !== undefined && rank <= 3 ? rank : undefined}
                    {...rowAttributes?.(row)}
                  >
                    {columns.map((column) => {
                      const Cell = column.rowHeader ? 'th' : 'td';
                      return (
                        <Cell
                          key={column.id}
                          scope={column.rowHeader ? 'row' : undefined}
                          data-align={alignOf(column)}
                          className={
                            cn(column.hideBelow && HIDE[column.hideBelow], column.className) || undefined
                          }
                        >
                          {column.cell(row, index)}
                        </Cell>
                      );
                    })}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
