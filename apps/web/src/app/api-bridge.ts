import { configureApiClient } from '@/lib/api/client';
import { useModalStore } from '@/lib/modals/modal-store';
import { getSession, isLoggedIn, logout } from '@/lib/session/session';

/**
 * Spec §4: a 401 logs out, clears storage, goes home and opens the login modal. A staff tool
 * refused for want of a second factor sends the staff member to set one up.
 */
export function connectApiClient(navigate: (to: string) => unknown): () => void {
  return configureApiClient({
    onUnauthorized: () => {
      if (isLoggedIn(getSession())) logout();
      void navigate('/');
      useModalStore.getState().openModal('login');
    },
    // Staff without a second factor set it up before anything else: the security tab.
    onSecondFactorRequired: () => void navigate('/account/settings?tab=security'),
  });
}
