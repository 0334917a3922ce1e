import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { numberFormat } from '@/lib/format/intl-formats';

interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** While the next page loads: keeps the controls visible but inert. */
  disabled?: boolean;
  className?: string;
}

type PageSlot = number | 'gap-start' | 'gap-end';

/**
 * First, last, the current page and its neighbours; gaps as ellipses. At most 7 slots, so the
 * bar fits a 375 px screen (the page numbers themselves hide below `sm`, the "Page x of y" text stays).
 */
export function pageSlots(page: number, pageCount: number): PageSlot[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(page - 1, pageCount - 4));
  const end = Math.min(pageCount - 1, Math.max(page + 1, 5));
  const slots: PageSlot[] = [1];
  if (start > 2) slots.push('gap-start');
  for (let current = start; current <= end; current += 1) slots.push(current);
  if (end < pageCount - 1) slots.push('gap-end');
  slots.push(pageCount);
  return slots;
}

const ITEM =
  'focus-ring inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2.5 font-display text-[0.95rem] font-bold tabular-nums transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4';

/** Page navigation for server-paged lists. Renders nothing when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, disabled = false, className }: PaginationProps) {
  const { t, i18n } = useTranslation('common');
  if (pageCount <= 1) return null;
  const number = numberFormat(i18n.language);
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
    >
      <p className="text-sm text-fg-muted" aria-live="polite">
        {t('pagination.status', { page: number.format(page), total: number.format(pageCount) })}
      </p>
      <ul className="flex items-center gap-1">
        <li>
          <button
            type="button"
            className={cn(ITEM, 'border border-border-strong bg-surface-2 text-fg hover:bg-surface-3')}
            onClick={() => go(page - 1)}
            disabled={disabled || page <= 1}
            aria-label={t('pagination.previous')}
          >
            {/* Chevrons point along the reading direction, so they flip in right-to-left languages. */}
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
            <span className="hidden sm:inline" aria-hidden="true">
              {t('pagination.previousShort')}
            </span>
          </button>
        </li>
        {pageSlots(page, pageCount).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot} className="hidden sm:block">
              <button
                type="button"
                className={cn(
                  ITEM,
                  slot === page
                    ? 'bg-primary text-primary-fg'
                    : 'text-fg-muted hover:bg-white/[0.07] hover:text-fg',
                )}
                onClick={() => go(slot)}
                disabled={disabled && slot !== page}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('pagination.goTo', { page: number.format(slot) })}
              >
                {number.format(slot)}
              </button>
            </li>
          ) : (
            <li key={slot} className="hidden px-1 text-fg-muted sm:block" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(ITEM, 'border border-border-strong bg-surface-2 text-fg hover:bg-surface-3')}
            onClick={() => go(page + 1)}
            disabled={disabled || page >= pageCount}
            aria-label={t('pagination.next')}
          >
            <span className="hidden sm:inline" aria-hidden="true">
              {t('pagination.nextShort')}
            </span>
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
