import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Row {
  rank: number;
  name: string;
  goals: number;
}

const columns: DataTableColumn<Row>[] = [
  { id: 'rank', header: '#', cell: (r) => r.rank },
  { id: 'name', header: 'Player', cell: (r) => r.name, rowHeader: true },
  { id: 'goals', header: 'Goals', cell: (r) => r.goals, align: 'end', hideBelow: 'sm' },
];

const rows: Row[] = [
  { rank: 1, name: 'Ada', goals: 12 },
  { rank: 2, name: 'Bo', goals: 9 },
  { rank: 4, name: 'Cy', goals: 3 },
];

describe('DataTable', () => {
  it('names the table and its scroll region, and makes the naming cell a row header', () => {
    render(<DataTable caption="Top scorers" columns={columns} rows={rows} rowKey={(r) => r.name} />);
    const table = screen.getByRole('table', { name: 'Top scorers' });
    expect(screen.getByRole('region', { name: 'Top scorers' })).toHaveAttribute('tabindex', '0');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Ada', 'Bo', 'Cy']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['#', 'Player', 'Goals']);
  });

  it('tints the podium rows only', () => {
    render(
      <DataTable
        caption="Top scorers"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.name}
        rankOf={(r) => r.rank}
      />,
    );
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows[0]).toHaveAttribute('data-podium', '1');
    expect(bodyRows[1]).toHaveAttribute('data-podium', '2');
    expect(bodyRows[2]).not.toHaveAttribute('data-podium');
  });

  it('shows placeholder rows while loading and marks the region busy', () => {
    const { container } = render(
      <DataTable
        caption="Top scorers"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.name}
        loading
        skeletonRows={4}
      />,
    );
    expect(container.querySelectorAll('[data-skeleton-row]')).toHaveLength(4);
    expect(screen.queryByText('Ada')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Top scorers' })).toHaveAttribute('aria-busy', 'true');
  });
});
