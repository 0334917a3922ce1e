/**
 * A player's first visit after sign-up (issue 32): the e-mail verification that completes the
 * sign-up marks it for this tab, and the home page then greets "Welcome" (not "Welcome back")
 * and points to the free daily gift. A later sign-in, or a new tab, is a return.
 */
const KEY = 'pitchside:first-visit';

export function markFirstVisit(userId: string | number | undefined): void {
  if (userId === undefined) return;
  try {
    sessionStorage.setItem(KEY, String(userId));
  } catch {
    /* storage unavailable: the greeting stays "Welcome back" */
  }
}

export function isFirstVisit(userId: string | number | undefined): boolean {
  if (userId === undefined) return false;
  try {
    return sessionStorage.getItem(KEY) === String(userId);
  } catch {
    return false;
  }
}

/** A sign-in ends the first visit: from then on the player is back. */
export function forgetFirstVisit(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing stored */
  }
}
