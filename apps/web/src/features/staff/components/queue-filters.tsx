import { TICKET_CATEGORIES, type ticketCounts } from '@pitchside/contract/support';
import { FilterX } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PriorityOptions } from '@/components/tickets/priority-options';
import { CATEGORY_KEYS, STATUS_KEYS } from '@/components/tickets/ticket-labels';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatNumber } from '@/lib/format/format-number';
import type { QueueFilters, QueueStatus } from '../api/get-queue';

const STATUSES: QueueStatus[] = ['all', 'open', 'waitingSupport', 'waitingPlayer', 'closed'];

interface QueueFiltersBarProps {
  filters: QueueFilters;
  counts: z.infer<typeof ticketCounts> | undefined;
  onChange: (next: Omit<QueueFilters, 'page'>) => void;
}

export function QueueFiltersBar({ filters, counts, onChange }: QueueFiltersBarProps) {
  const { t, i18n } = useTranslation(['staff', 'support']);
  const headingId = useId();
  const label = (status: QueueStatus) => {
    const text = status === 'all' ? t('staff:filters.all') : t(`support:${STATUS_KEYS.staff[status]}`);
    return counts
      ? t('staff:filters.withCount', { label: text, count: formatNumber(counts[status], i18n.language) })
      : text;
  };
  const filtered = filters.status !== 'all' || filters.category || filters.priority;
  const { status, category, priority } = filters;

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-border bg-surface/90 p-4 shadow-raised"
    >
      <h2 id={headingId} className="sr-only">
        {t('staff:filters.label')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end">
        <Field label={t('staff:filters.status')}>
          {(control) => (
            <Select
              {...control}
              value={status}
              onChange={(event) =>
                onChange({ status: event.target.value as QueueStatus, category, priority })
              }
            >
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {label(value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('staff:filters.category')}>
          {(control) => (
            <Select
              {...control}
              value={category ?? ''}
              onChange={(event) =>
                onChange({
                  status,
                  priority,
                  category: (event.target.value || undefined) as QueueFilters['category'],
                })
              }
            >
              <option value="">{t('staff:filters.all')}</option>
              {TICKET_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`support:${CATEGORY_KEYS[value]}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('staff:filters.priority')}>
          {(control) => (
            <Select
              {...control}
              value={priority ?? ''}
              onChange={(event) =>
                onChange({
                  status,
                  category,
                  priority: (event.target.value || undefined) as QueueFilters['priority'],
                })
              }
            >
              <option value="">{t('staff:filters.all')}</option>
              <PriorityOptions />
            </Select>
          )}
        </Field>
        <Button
          variant="ghost"
          onClick={() => onChange({ status: 'all' })}
          disabled={!filtered}
          className="justify-self-start"
        >
          <FilterX aria-hidden="true" />
          {t('staff:filters.clear')}
        </Button>
      </div>
    </section>
  );
}
