import { updateUser } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';
import { validateSession } from '@/lib/session/validate-session';

/**
 * The stored user as the server sees it now. The shop asks after a payment and on the ticket
 * page, so the header's web points and the VIP tier (which a purchase can raise) are current.
 * It only ever refreshes: a failure leaves the stored user as it was.
 */
export async function refreshSessionUser(): Promise<SessionUser | null> {
  try {
    const user = await validateSession();
    updateUser(user);
    return user;
  } catch {
    return null;
  }
}
