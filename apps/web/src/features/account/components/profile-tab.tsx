import { BadgeCheck, Crown, LifeBuoy, MailWarning } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format/format-number';
import { webPointsOf } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';
import { AvatarUpload } from './avatar-upload';
import { ReferralIdCard } from './referral-id-card';
import { numberFormat } from '@/lib/format/intl-formats';

/** Spec §2 "Account settings" profile tab and "Profile": the stored user, kept fresh by the refresh loop. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <div className="space-y-5 lg:col-span-2">
        <AccountInfoCard user={user} />
        <ProfileCard user={user} />
        <VipDetailsCard user={user} />
      </div>
      <div className="space-y-5">
        <AvatarUpload user={user} />
        {user.referralid && <ReferralIdCard referralId={user.referralid} />}
        <Card className="p-5">
          <h2 className="flex items-center gap-2 font-display text-lg font-bold uppercase text-fg">
            <LifeBuoy aria-hidden="true" className="size-5 text-primary" />
            {t('settings.support.title')}
          </h2>
          <p className="mt-1 text-sm text-fg-muted">{t('settings.support.body')}</p>
          <Link to="/support" className={buttonClasses('secondary', 'sm', 'mt-4')}>
            {t('settings.support.cta')}
          </Link>
        </Card>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-surface-2/60 px-3 py-2.5">
      <dt className="text-xs font-medium uppercase tracking-wider text-fg-muted">{label}</dt>
      <dd className="min-w-0 truncate text-base font-semibold text-fg">{children}</dd>
    </div>
  );
}

function AccountInfoCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const fullName = [user.name, user.surname].filter(Boolean).join(' ');
  return (
    <Card className="p-5">
      <h2 className="font-display text-lg font-bold uppercase text-fg">{t('settings.info.title')}</h2>
      <dl className="mt-4 grid gap-2 sm:grid-cols-2">
        <Row label={t('settings.info.email')}>
          <span className="flex min-w-0 flex-wrap items-center gap-2">
            <span className="truncate">{user.email}</span>
            {user.emailconfirmed ? (
              <Badge variant="success" withIcon={false}>
                <BadgeCheck aria-hidden="true" />
                {t('settings.info.verified')}
              </Badge>
            ) : (
              <Badge variant="warning" withIcon={false}>
                <MailWarning aria-hidden="true" />
                {t('settings.info.notVerified')}
              </Badge>
            )}
          </span>
        </Row>
        {fullName && <Row label={t('settings.info.name')}>{fullName}</Row>}
      </dl>
    </Card>
  );
}

function ProfileCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('account');
  const number = (value: number | null | undefined) =>
    value == null ? t('settings.profile.notAvailable') : formatNumber(value, i18n.language);
  const webPoints = webPointsOf(user);
  const tier = user.vip?.tier ?? 0;
  return (
    <Card className="p-5">
      <h2 className="font-display text-lg font-bold uppercase text-fg">{t('settings.profile.title')}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-2 xl:grid-cols-3">
        <Row label={t('settings.profile.username')}>
          {user.nickname || t('settings.profile.notAvailable')}
        </Row>
        <Row label={t('settings.profile.team')}>{user.teamName || t('settings.profile.noTeam')}</Row>
        <Row label={t('settings.profile.mainLevel')}>{number(user.mainlevel ?? user.level)}</Row>
        <Row label={t('settings.profile.seasonLevel')}>{number(user.seasonLevel)}</Row>
        <Row label={t('settings.profile.currentWp')}>
          <span className="text-accent">{formatNumber(webPoints, i18n.language)}</span>
        </Row>
        <Row label={t('settings.profile.vipStatus')}>
          <Badge variant={tier > 0 ? 'vip' : 'neutral'} withIcon={tier > 0} className="h-6 text-xs">
            {user.vip?.tierName || t('settings.profile.noVip')}
          </Badge>
        </Row>
      </dl>
    </Card>
  );
}

function VipDetailsCard({ user }: { user: SessionUser }) {
  const { t, i18n } = useTranslation('account');
  const vip = user.vip;
  const number = (value: number | null | undefined) => formatNumber(value ?? 0, i18n.language);
  const percent = (value: number | null | undefined) =>
    numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format((value ?? 0) / 100);
  return (
    <Card className="p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-display text-lg font-bold uppercase text-fg">
          <Crown aria-hidden="true" className="size-5 text-accent" />
          {t('settings.vip.title')}
        </h2>
        <Link to="/vip" className="focus-ring rounded text-sm font-semibold text-primary hover:underline">
          {t('settings.vip.seeTiers')}
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 xl:grid-cols-3">
        <Row label={t('settings.vip.bonus')}>{percent(vip?.bonusPercentage)}</Row>
        <Row label={t('settings.vip.discount')}>{percent(vip?.discountPercentage)}</Row>
        <Row label={t('settings.vip.last30')}>{number(vip?.last30DaysWebpoints)}</Row>
        <Row label={t('settings.vip.lifetime')}>{number(vip?.totalLifetimeWebpoints)}</Row>
        {vip?.nextTierRequirement != null ? (
          <Row label={t('settings.vip.nextTier')}>{number(vip.nextTierRequirement)}</Row>
        ) : null}
      </dl>
      {vip?.nextTierRequirement == null && (vip?.tier ?? 0) >= 5 && (
        <p className="mt-3 text-sm text-fg-muted">{t('settings.vip.topTier')}</p>
      )}
    </Card>
  );
}
