import { ShoppingBag } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const TONES = {
  busy: 'border-info/40 bg-info/10 text-info',
  success: 'border-success/40 bg-success/15 text-success',
  failure: 'border-danger/40 bg-danger/10 text-danger',
} as const;

export function StatusShell({
  tone,
  icon,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-6 text-center sm:p-8" aria-live="polite" aria-busy={tone === 'busy' || undefined}>
      <div
        className={cn(
          'mx-auto mb-4 grid size-16 place-items-center rounded-2xl border [&_svg]:size-8',
          TONES[tone],
        )}
        aria-hidden="true"
      >
        {icon}
      </div>
      <h2 className="display-caps text-3xl leading-tight text-fg" data-testid="confirmation-status">
        {title}
      </h2>
      <div className="mt-2 text-sm text-fg-muted">{children}</div>
    </Card>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>;
}

/** A declined card is not a dead end: the same product again, through the consent step. */
export function ShopLink({ primary = false }: { primary?: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Button asChild variant={primary ? 'primary' : 'secondary'}>
      <Link to="/webshop/tickets">
        <ShoppingBag aria-hidden="true" />
        {t('confirmation.backToShop')}
      </Link>
    </Button>
  );
}

export function BalanceLink() {
  const { t } = useTranslation('payments');
  return (
    <Button asChild variant="ghost">
      <Link to="/account/balance-history">{t('confirmation.balanceHistory')}</Link>
    </Button>
  );
}
