import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '@/lib/modals/modal-store';

/** Spec §2 "Home: fixed download button": always in reach, opens the store-links modal. */
export function DownloadFab() {
  const { t } = useTranslation('home');
  const openModal = useModalStore((state) => state.openModal);
  return (
    <button
      type="button"
      onClick={() => openModal('download')}
      className="focus-ring fixed bottom-4 end-4 z-40 inline-flex size-14 items-center justify-center gap-2 rounded-full bg-accent font-display text-base font-bold uppercase tracking-wide text-accent-fg shadow-[0_12px_32px_-8px_rgb(248_200_74/0.55),0_0_0_1px_rgb(0_0_0/0.25)] transition-[transform,background-color] hover:-translate-y-0.5 hover:bg-accent-hover active:translate-y-0 sm:bottom-6 sm:end-6 sm:h-12 sm:w-auto sm:pe-5 sm:ps-4"
    >
      <Smartphone className="size-6 sm:size-5" aria-hidden="true" />
      {/* Icon only on phones, where a wide button would hide more of the page. */}
      <span className="sr-only sm:not-sr-only">{t('downloadButton')}</span>
    </button>
  );
}
