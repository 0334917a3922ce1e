import { z } from 'zod';
import { apiRequest } from '@/lib/api/client';
import { useSessionStore } from '@/lib/session/session-store';
import { sessionUser, type SessionUser } from '@/lib/session/session-user';

const validateResponse = z.object({ success: z.literal(true), user: sessionUser });

/**
 * POST /api/account/login/validate: the stored user as the server sees it now. The shop calls
 * it after a payment so the header's web points and the VIP tier (which a purchase can raise)
 * are current. It only ever refreshes: a failure leaves the stored user as it was.
 */
export async function refreshSessionUser(): Promise<SessionUser | null> {
  try {
    const { user } = await apiRequest('/account/login/validate', {
      method: 'POST',
      schema: validateResponse,
      wholeBody: true,
      skipAuthLogout: true,
    });
    if (useSessionStore.getState().token) useSessionStore.getState().setUser(user);
    return user;
  } catch {
    return null;
  }
}
