import { TriangleExclamationPoint, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@/components/ui/icon-button';
import { useErrorStore } from '@/lib/errors/error-store';

/** Shows the error store's message under the header until dismissed (spec §2). */
export function GlobalErrorBanner() {
  const { t, i18n } = useTranslation('layout');
  const message = useErrorStore((state) => state.message);
  const dismiss = useErrorStore((state) => state.dismiss);
  if (!message) return null;
  // Stores hold keys where they can, so the text follows a language change.
  const text = i18n.exists(message) ? String(i18n.t(message as never)) : message;
  return (
    <div className="px-4 pt-4 sm:px-6 lg:px-10">
      <div
        role="alert"
        className="mx-auto flex max-w-7xl items-start gap-3 rounded-xl border border-danger/45 bg-[#2a1420] px-4 py-3 text-sm text-fg shadow-raised"
      >
        <TriangleExclamationPoint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <p className="min-w-0 flex-1 pt-0.5">{text}</p>
        <IconButton
          label={t('errorBanner.dismiss')}
          icon={<X />}
          size="sm"
          onClick={dismiss}
          className="-me-1.5 -mt-1"
        />
      </div>
    </div>
  );
}
