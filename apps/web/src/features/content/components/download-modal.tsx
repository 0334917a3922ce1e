import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { getConfig } from '@/lib/config';
import { useModalStore } from '@/lib/modals/modal-store';

export function DownloadModal() {
  const { t } = useTranslation('content');
  const open = useModalStore((state) => state.open === 'download');
  const close = useModalStore((state) => state.close);
  const { productName, appStoreUrl, googlePlayUrl } = getConfig();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('download.title')}
      description={t('download.description', { product: productName })}
      icon={<Smartphone />}
      size="sm"
    >
      <div className="grid gap-3">
        <StoreLink href={appStoreUrl} label={t('download.appStore')} newTab={t('download.opensInNewTab')}>
          <AppleMark />
        </StoreLink>
        <StoreLink href={googlePlayUrl} label={t('download.googlePlay')} newTab={t('download.opensInNewTab')}>
          <PlayMark />
        </StoreLink>
      </div>
    </Dialog>
  );
}

function StoreLink({
  href,
  label,
  newTab,
  children,
}: {
  href: string;
  label: string;
  newTab: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="focus-ring flex h-14 items-center gap-3 rounded-xl border border-border-strong bg-surface-2 px-4 text-fg transition-colors hover:border-primary/60 hover:bg-surface-3"
    >
      <span className="grid size-9 place-items-center rounded-lg bg-white text-[#0b1220]" aria-hidden="true">
        {children}
      </span>
      <span className="font-semibold">{label}</span>
      <span className="sr-only">({newTab})</span>
    </a>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.5-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-4zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z" />
    </svg>
  );
}

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path d="M4 2.8v18.4c0 .4.4.7.8.5l9.6-9.3L4.8 2.3c-.4-.2-.8.1-.8.5z" fill="#34a853" />
      <path d="m17.6 8.9-3.2 3.5 3.2 3.2 3.6-2c.8-.5.8-1.6 0-2.1z" fill="#fbbc04" />
      <path d="M4.8 2.3 14.4 12l3.2-3.1L6.2 2.4c-.5-.3-1-.3-1.4-.1z" fill="#4285f4" />
      <path d="M4.8 21.7c.4.2.9.2 1.4-.1l11.4-6.5-3.2-3.1z" fill="#ea4335" />
    </svg>
  );
}
