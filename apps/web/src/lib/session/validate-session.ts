import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api/client';
import { sessionUser, type SessionUser } from './session-user';

const validateResponse = z.object({ success: z.literal(true), message: z.string(), user: sessionUser });

/**
 * `POST /api/account/login/validate`: the current user behind the stored token. Spec §7: its
 * 401 does not log out (a background check must not throw the player out mid-page; the next
 * real call does that).
 */
export async function validateSession(): Promise<SessionUser> {
  const body = await apiRequest('/account/login/validate', {
    method: 'POST',
    wholeBody: true,
    skipAuthLogout: true,
    schema: validateResponse,
  });
  return body.user;
}
