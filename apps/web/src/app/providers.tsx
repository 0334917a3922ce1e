import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Direction } from 'radix-ui';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { directionOf } from '@/lib/i18n/languages';
import { startQueryCacheMaintenance } from '@/lib/query/cache-maintenance';
import { LOGOUT_EVENT } from '@/lib/session/session-store';
import { useSessionEffects } from '@/lib/session/use-session-effects';

interface AppProvidersProps {
  i18n: i18n;
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * The session's background work (refresh loop, cross-tab logout, verification checks). Always on
   * in the app; component tests turn it on only where they test it, so no stray calls reach them.
   */
  sessionEffects?: boolean;
}

export function AppProviders({ i18n, queryClient, children, sessionEffects = true }: AppProvidersProps) {
  useSessionEffects(sessionEffects);
  useEffect(() => {
    // Cached answers may be one player's private data; none of it outlives the session.
    const clear = () => queryClient.clear();
    window.addEventListener(LOGOUT_EVENT, clear);
    return () => window.removeEventListener(LOGOUT_EVENT, clear);
  }, [queryClient]);

  // Spec §9: cached lists are cleaned every 10 minutes and after a long absence from the tab.
  useEffect(() => startQueryCacheMaintenance(queryClient), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <DirectionProvider>{children}</DirectionProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

/** Radix menus and popovers need the reading direction for keyboard arrows and placement. */
function DirectionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Direction.Provider dir={directionOf(i18n.language)}>{children}</Direction.Provider>;
}
