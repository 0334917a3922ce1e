import type { GameUser } from '@pitchside/contract/account';
import { ArrowLeft, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format/format-number';

interface SignupConfirmStepProps {
  player: GameUser;
  onBack: () => void;
  onConfirm: () => void;
}

/** Spec §2 step 2: the found player with Nickname, Team, Level, Premium type; Back and Confirm. */
export function SignupConfirmStep({ player, onBack, onConfirm }: SignupConfirmStepProps) {
  const { t, i18n } = useTranslation('account');
  const rows = [
    { label: t('signup.nickname'), value: player.NickName },
    { label: t('signup.team'), value: player.TeamName || t('signup.noTeam') },
    { label: t('signup.level'), value: formatNumber(player.UserLevel, i18n.language) },
    { label: t('signup.premiumType'), value: player.PremiumTypeName },
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm">{t('signup.confirmIntro')}</p>
      <dl className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface-2">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center justify-between gap-4 px-4 py-2.5">
            <dt className="text-sm text-fg-muted">{row.label}</dt>
            <dd className="truncate text-end text-sm font-semibold text-fg">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" onClick={onBack}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t('signup.back')}
        </Button>
        <Button onClick={onConfirm}>
          <Check aria-hidden="true" />
          {t('signup.confirm')}
        </Button>
      </div>
    </div>
  );
}
