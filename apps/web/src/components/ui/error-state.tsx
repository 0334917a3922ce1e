import { RefreshCw, WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';

interface ErrorStateProps {
  message: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

/** Spec §8: every list and page has a load-failure message with a retry button. */
export function ErrorState({ message, onRetry, retrying = false, className }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className={cn('flex flex-col items-center px-6 py-12 text-center', className)}>
      <div
        className="mb-4 grid size-14 place-items-center rounded-2xl border border-danger/30 bg-danger/10 text-danger [&_svg]:size-7"
        aria-hidden="true"
      >
        <WifiOff />
      </div>
      <p className="max-w-md text-sm font-medium text-fg">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-5" onClick={onRetry} loading={retrying}>
          {!retrying && <RefreshCw aria-hidden="true" />}
          {t('actions.retry')}
        </Button>
      )}
    </div>
  );
}
