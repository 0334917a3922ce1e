import { apiRequest } from '@/lib/api/client';
import type { SessionUser } from './session-user';

/**
 * `POST /api/account/login/validate`: the current user behind the stored token. Spec §7: its
 * 401 does not log out (a background check must not throw the player out mid-page; the next
 * real call does that).
 */
export async function validateSession(): Promise<SessionUser> {
  const { validateResponse } = await import('./session-answers');
  const body = await apiRequest('/account/login/validate', {
    method: 'POST',
    wholeBody: true,
    skipAuthLogout: true,
    schema: validateResponse,
  });
  return body.user;
}
