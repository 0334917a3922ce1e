import { configureApiClient } from '@/lib/api/client';
import { useModalStore } from '@/lib/modals/modal-store';
import { isLoggedIn, useSessionStore } from '@/lib/session/session-store';

/**
 * Spec §4: a 401 logs out, clears storage, goes home and opens the login modal. A staff tool
 * refused for want of a second factor sends the staff member to set one up.
 */
export function connectApiClient(navigate: (to: string) => unknown): () => void {
  return configureApiClient({
    onUnauthorized: () => {
      const session = useSessionStore.getState();
      if (isLoggedIn(session)) session.logout();
      void navigate('/');
      useModalStore.getState().openModal('login');
    },
    // Staff without a second factor set it up before anything else: the security tab.
    onSecondFactorRequired: () => void navigate('/account/settings?tab=security'),
  });
}
