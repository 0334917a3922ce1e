import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { updateStore } from './update-store';

/** "A new version is ready — Reload": shown while a new version of the portal waits to take over. */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const reload = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null);
  if (!reload) return null;
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-xl border border-primary/40 bg-surface-2 px-4 py-3 text-sm text-fg shadow-raised sm:bottom-5"
    >
      <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <p className="min-w-0 flex-1">{t('update.ready')}</p>
      <button
        type="button"
        onClick={reload}
        className="focus-ring min-h-10 shrink-0 rounded-lg bg-primary px-4 font-semibold text-primary-fg hover:bg-primary-hover"
      >
        {t('update.reload')}
      </button>
    </div>
  );
}
