import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Tells the reader the list keeps itself up to date (every 120 s, quietly). */
export function RefreshNote({ className }: { className?: string }) {
  const { t } = useTranslation('stats');
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-fg-muted', className)}>
      <RefreshCw aria-hidden="true" className="size-3.5" />
      {t('leaderboards.refreshNote')}
    </p>
  );
}
