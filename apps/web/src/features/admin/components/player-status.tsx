import type { PlayerSummary } from '@pitchside/contract/admin-players';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Blocked, unverified or active, and a staff role when there is one. */
export function PlayerStatus({
  player,
}: {
  player: Pick<PlayerSummary, 'blocked' | 'emailConfirmed' | 'role'>;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {player.blocked ? (
        <Badge variant="danger">{t('status.blocked')}</Badge>
      ) : player.emailConfirmed ? (
        <Badge variant="success">{t('status.active')}</Badge>
      ) : (
        <Badge variant="warning">{t('status.unverified')}</Badge>
      )}
      {player.role !== 'player' && <Badge variant="info">{t(`status.role_${player.role}`)}</Badge>}
    </span>
  );
}
