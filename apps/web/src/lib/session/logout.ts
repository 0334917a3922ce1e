import { apiRequest } from '@/lib/api/client';
import { logout } from './session';
import { useSessionStore } from './session-store';

/**
 * The player's own logout (spec §4): the session is revoked on the server and everything stored
 * is cleared here, which also logs out the other tabs (see cross-tab.ts). The local part happens
 * at once, so logging out works offline and never waits on a slow server; the token is sent
 * explicitly because the store no longer holds it.
 */
export function logOut(): Promise<void> {
  const { token } = useSessionStore.getState();
  logout();
  if (!token) return Promise.resolve();
  return import('./session-answers')
    .then(({ logoutResponse }) =>
      apiRequest('/account/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        skipAuthLogout: true,
        wholeBody: true,
        schema: logoutResponse,
      }),
    )
    .then(
      () => undefined,
      () => undefined, // already expired or offline: nothing left to revoke that the server would keep
    );
}
