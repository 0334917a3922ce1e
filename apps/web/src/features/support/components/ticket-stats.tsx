import type { ticketCounts } from '@pitchside/contract/support';
import { CheckCircle2, Hourglass, Inbox, MessageSquareReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { StatTile } from '@/components/ui/stat-tile';
import { formatNumber } from '@/lib/format/format-number';

export function TicketStats({ counts }: { counts: z.infer<typeof ticketCounts> }) {
  const { t, i18n } = useTranslation('support');
  const number = (value: number) => formatNumber(value, i18n.language);
  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile icon={<Inbox />} label={t('stats.total')} value={number(counts.all)} />
      <StatTile
        icon={<Hourglass />}
        label={t('stats.awaitingSupport')}
        value={number(counts.open + counts.waitingSupport)}
      />
      <StatTile
        icon={<MessageSquareReply />}
        label={t('stats.waitingPlayer')}
        value={number(counts.waitingPlayer)}
        tone={counts.waitingPlayer > 0 ? 'accent' : 'default'}
      />
      <StatTile
        icon={<CheckCircle2 />}
        label={t('stats.closed')}
        value={number(counts.closed)}
        tone="primary"
      />
    </section>
  );
}
