import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function TodaysMatchesPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('todaysMatches')} icon={<CalendarClock />} />;
}
