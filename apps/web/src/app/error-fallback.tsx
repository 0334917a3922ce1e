import { RefreshCw, TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Spec §8 UI error: a message and a way out that always works, a full reload. */
export function ErrorFallback({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation('errors');
  return (
    <div className={cn('grid place-items-center px-4', fullPage ? 'min-h-dvh' : 'min-h-[50vh]')}>
      <div
        role="alert"
        className="flex max-w-md flex-col items-center rounded-2xl border border-border bg-surface px-8 py-10 text-center shadow-raised"
      >
        <span
          className="mb-4 grid size-14 place-items-center rounded-2xl bg-danger/15 text-danger [&_svg]:size-7"
          aria-hidden="true"
        >
          <TriangleExclamationPoint />
        </span>
        <h1 className="display-caps text-2xl text-fg">{t('boundary.title')}</h1>
        <p className="mt-2 text-sm text-fg-muted">{t('boundary.message')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          {t('boundary.refresh')}
        </Button>
      </div>
    </div>
  );
}
