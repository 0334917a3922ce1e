import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/lib/i18n/setup';
import { Pagination, pageSlots } from './pagination';

async function renderPagination(page: number, pageCount: number) {
  const onPageChange = vi.fn();
  const i18n = await createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </I18nextProvider>,
  );
  return { onPageChange, user: userEvent.setup() };
}

describe('Pagination', () => {
  it('keeps at most seven slots with gaps around the current page', () => {
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageSlots(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageSlots(10, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
  });

  it('says where the reader is and moves by one or to a chosen page', async () => {
    const { onPageChange, user } = await renderPagination(2, 4);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 4');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [4]]);
  });

  it('disables previous on the first page and next on the last', async () => {
    await renderPagination(1, 3);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('renders nothing for a single page', async () => {
    await renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
