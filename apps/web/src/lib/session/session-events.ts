import type { SessionUser } from './session-user';

/**
 * Spec §4 "User-updated events refresh the stored user": whoever learns a newer user (the
 * refresh loop, a purchase, a spin) dispatches this, and the session effects store it.
 */
export const USER_UPDATED_EVENT = 'pitchside:user-updated';

export function dispatchUserUpdated(user: SessionUser): void {
  window.dispatchEvent(new CustomEvent<SessionUser>(USER_UPDATED_EVENT, { detail: user }));
}

/**
 * The user an event carries, or null when it carries nothing a session could store. Its schema is
 * loaded with the first event (a player's), not with the app's start (decision 0037).
 */
export async function userOfEvent(event: Event): Promise<SessionUser | null> {
  if (!(event instanceof CustomEvent)) return null;
  const { sessionUser } = await import('./session-user');
  const parsed = sessionUser.safeParse(event.detail);
  return parsed.success ? parsed.data : null;
}
