import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessageKey } from '@/lib/api/error-messages';

/** A ticket on its way: the shape of the header and the conversation. */
export function TicketLoading() {
  const { t } = useTranslation('support');
  return (
    <div aria-busy="true" aria-label={t('detail.loading')} className="flex flex-col gap-4">
      <Skeleton className="h-44 rounded-xl" />
      <Skeleton className="h-28 rounded-xl" />
    </div>
  );
}

/** "Failed to load ticket details" with the cause in the player's language, and Retry. */
export function TicketLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation(['support', 'errors']);
  return (
    <Card>
      <ErrorState
        message={
          <>
            {t('support:detail.error')}
            <span className="mt-1 block font-normal text-fg-muted">{t(errorMessageKey(error))}</span>
          </>
        }
        onRetry={onRetry}
        retrying={retrying}
      />
    </Card>
  );
}
