import { Download, FileLock2, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format/format-date-time';
import type { SessionUser } from '@/lib/session/session-user';
import { useCancelDeletion } from '../api/cancel-deletion';
import { useDownloadAccountData } from '../api/download-account-data';
import { useDeletionErrorText } from '../model/deletion-error';
import { FormMessage } from './form-message';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * "Your data" on the security tab (issue 16): download everything held about the player, and
 * delete the account, with the pending deletion and its cancel button while it waits.
 */
export function DataRightsCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('security');
  const download = useDownloadAccountData();
  const cancel = useCancelDeletion();
  const errorText = useDeletionErrorText();
  const [deleting, setDeleting] = useState(false);
  const dueAt = user.deletionDueAt ?? null;

  return (
    <Card className="p-5 sm:p-6 lg:col-span-2">
      <h2 className="flex items-center gap-2 font-display text-xl font-bold uppercase text-fg">
        <FileLock2 aria-hidden="true" className="size-5 text-primary" />
        {t('dataRights.title')}
      </h2>
      <p className="mt-1 text-sm text-fg-muted">{t('dataRights.description')}</p>

      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <section className="space-y-3">
          <p className="text-sm text-fg-muted">{t('dataRights.downloadHint')}</p>
          <FormMessage message={download.isError ? t('dataRights.downloadFailed') : undefined} />
          <Button
            variant="secondary"
            loading={download.isPending}
            onClick={() => download.mutate(user.referralid)}
          >
            <Download aria-hidden="true" />
            {t('dataRights.download')}
          </Button>
        </section>

        <section className="space-y-3">
          {dueAt ? (
            <>
              <Alert severity="high" title={t('dataRights.pendingTitle')}>
                {t('dataRights.pending', { date: formatDateTime(dueAt, i18n.language) })}
              </Alert>
              <FormMessage message={errorText(cancel.error, 'security:dataRights.cancelFailed')} />
              <Button variant="primary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                <Undo2 aria-hidden="true" />
                {t('dataRights.cancel')}
              </Button>
            </>
          ) : (
            <>
              <p className="text-sm text-fg-muted">{t('dataRights.deleteHint')}</p>
              {cancel.isSuccess && (
                <p role="status" className="text-sm font-medium text-primary">
                  {t('dataRights.cancelled')}
                </p>
              )}
              <Button
                variant="danger"
                onClick={() => {
                  cancel.reset();
                  setDeleting(true);
                }}
              >
                <Trash2 aria-hidden="true" />
                {t('dataRights.delete')}
              </Button>
            </>
          )}
        </section>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </Card>
  );
}
