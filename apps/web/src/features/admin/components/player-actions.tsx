import { Ban, Download, Gift, LockOpen, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format/format-number';
import { downloadPlayerExport } from '../api/export-player';
import type { PlayerDetail } from '../api/get-player';
import { usePlayerAction, type PlayerAction } from '../api/player-actions';
import { GrantDialog } from './grant-dialog';
import { ReasonDialog } from './reason-dialog';

type Open = PlayerAction | 'grant' | null;

/**
 * What staff can do to a player, by role (decision 0025): compensation for the money area, block,
 * sessions and export for admins. Each change asks why and lands in the audit log.
 */
export function PlayerActions({
  account,
  canGrant,
  canChange,
}: {
  account: PlayerDetail['account'];
  canGrant: boolean;
  canChange: boolean;
}) {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<{ text: string; failed?: boolean } | null>(null);
  const [exporting, setExporting] = useState(false);
  const nickname = account.nickname;
  const block = usePlayerAction(account.id, 'block');
  const unblock = usePlayerAction(account.id, 'unblock');
  const endSessions = usePlayerAction(account.id, 'end-sessions');
  const mutations = { block, unblock, 'end-sessions': endSessions } as const;
  const reasonAction = open === 'grant' ? null : open;
  const current = reasonAction ? mutations[reasonAction] : null;
  const done = {
    block: 'actions.blocked',
    unblock: 'actions.unblocked',
    'end-sessions': 'actions.sessionsEnded',
  } as const;
  const texts = {
    block: { title: 'actions.blockTitle', body: 'actions.blockBody', confirm: 'actions.block' },
    unblock: { title: 'actions.unblockTitle', body: 'actions.unblockBody', confirm: 'actions.unblock' },
    'end-sessions': {
      title: 'actions.endSessionsTitle',
      body: 'actions.endSessionsBody',
      confirm: 'actions.endSessions',
    },
  } as const;

  const confirm = async (reason: string) => {
    if (!reasonAction || !current) return;
    try {
      await current.mutateAsync(reason);
      setOpen(null);
      setNotice({ text: t(done[reasonAction], { nickname }) });
    } catch {
      /* the dialog shows the failure */
    }
  };

  const exportData = async () => {
    setExporting(true);
    try {
      await downloadPlayerExport(account.id);
    } catch {
      setNotice({ text: t('actions.exportFailed'), failed: true });
    } finally {
      setExporting(false);
    }
  };

  const openDialog = (next: Open) => {
    for (const mutation of Object.values(mutations)) mutation.reset();
    setNotice(null);
    setOpen(next);
  };

  return (
    <section aria-label={t('actions.label')} className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {canGrant && (
          <Button variant="accent" onClick={() => openDialog('grant')}>
            <Gift aria-hidden="true" />
            {t('actions.grant')}
          </Button>
        )}
        {canChange && (
          <ChangeButtons account={account} exporting={exporting} onOpen={openDialog} onExport={exportData} />
        )}
      </div>
      {notice && (
        <Alert severity={notice.failed ? 'high' : 'low'} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {reasonAction && current && (
        <ReasonDialog
          key={reasonAction}
          open
          onOpenChange={(next) => !next && setOpen(null)}
          title={t(texts[reasonAction].title, { nickname })}
          description={t(texts[reasonAction].body)}
          confirmLabel={t(texts[reasonAction].confirm)}
          danger={reasonAction === 'block'}
          pending={current.isPending}
          failed={current.isError}
          onConfirm={(reason) => void confirm(reason)}
        />
      )}
      {open === 'grant' && (
        <GrantDialog
          open
          playerId={account.id}
          nickname={nickname}
          canReceiveTickets={account.gamePlayerId !== null}
          onOpenChange={(next) => !next && setOpen(null)}
          onGranted={(result) => {
            setOpen(null);
            setNotice({
              text: result.granted
                ? t('actions.granted', { nickname, balance: formatNumber(result.balance, i18n.language) })
                : t('actions.grantedBefore'),
            });
          }}
        />
      )}
    </section>
  );
}

function ChangeButtons({
  account,
  exporting,
  onOpen,
  onExport,
}: {
  account: PlayerDetail['account'];
  exporting: boolean;
  onOpen: (next: Open) => void;
  onExport: () => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const openDialog = onOpen;
  const exportData = onExport;
  return (
    <>
      {account.blocked ? (
        <Button variant="secondary" onClick={() => openDialog('unblock')}>
          <LockOpen aria-hidden="true" />
          {t('actions.unblock')}
        </Button>
      ) : (
        <Button variant="danger" onClick={() => openDialog('block')} disabled={account.role !== 'player'}>
          <Ban aria-hidden="true" />
          {t('actions.block')}
        </Button>
      )}
      <Button variant="secondary" onClick={() => openDialog('end-sessions')}>
        <LogOut aria-hidden="true" />
        {t('actions.endSessions')}
      </Button>
      <Button variant="ghost" onClick={() => void exportData()} loading={exporting}>
        <Download aria-hidden="true" />
        {t('actions.export')}
      </Button>
    </>
  );
}
