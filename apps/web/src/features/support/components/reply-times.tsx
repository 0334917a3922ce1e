import { CalendarClock, Clock } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';

/** Spec §9: about 24 hours on weekdays; weekend tickets are reviewed on Monday. */
export function ReplyTimes() {
  const { t } = useTranslation('support');
  const headingId = useId();
  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="display-caps text-lg text-fg">
        {t('replyTimes.heading')}
      </h2>
      <ul className="mt-3 flex flex-col gap-2.5 text-sm text-fg-muted">
        <li className="flex gap-2.5">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          {t('replyTimes.weekdays')}
        </li>
        <li className="flex gap-2.5">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          {t('replyTimes.weekend')}
        </li>
      </ul>
    </Card>
  );
}
