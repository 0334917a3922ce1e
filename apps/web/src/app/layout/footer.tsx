import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { getConfig } from '@/lib/config';
import { useModalStore } from '@/lib/modals/modal-store';

export function Footer() {
  const { t } = useTranslation('layout');
  const openModal = useModalStore((state) => state.openModal);
  const { productName } = getConfig();
  return (
    <footer className="mt-12 border-t border-border/70 px-4 py-8 sm:px-6 lg:px-10">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 sm:flex-row sm:items-center">
        <div className="flex-1">
          <Logo productName={productName} className="opacity-90" />
          <p className="mt-2 max-w-sm text-sm text-fg-muted">{t('footer.tagline')}</p>
          {/* Server-rendered on New Year's Eve, hydrated on New Year's Day: the year may differ. */}
          <p suppressHydrationWarning className="mt-3 text-xs text-fg-subtle">
            {t('footer.copyright', { year: new Date().getFullYear(), product: productName })}
          </p>
        </div>
        <Button variant="secondary" onClick={() => openModal('download')}>
          <Smartphone aria-hidden="true" />
          {t('menu.downloadApp')}
        </Button>
      </div>
    </footer>
  );
}
