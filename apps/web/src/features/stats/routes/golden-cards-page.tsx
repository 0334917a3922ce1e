import { RectangleVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagePlaceholder } from '@/components/ui/page-placeholder';

export function GoldenCardsPage() {
  const { t } = useTranslation('routes');
  return <PagePlaceholder title={t('goldenCards')} icon={<RectangleVertical />} />;
}
