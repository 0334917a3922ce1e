import { useEffect } from 'react';
import { syncSessionAcrossTabs } from './cross-tab';
import { createRefreshLoop } from './refresh-loop';
import { useSessionCheckStore } from './session-check-store';
import { dispatchUserUpdated, USER_UPDATED_EVENT, userOfEvent } from './session-events';
import { getSession, isLoggedIn, updateUser, onSessionUserChange } from './session';
import { useSessionStore } from './session-store';
import { validateSession } from './validate-session';
import {
  scheduleVerificationPrompt,
  VERIFY_AFTER_START_MS,
  VERIFY_AFTER_USER_CHANGE_MS,
} from './verification-prompt';

/**
 * A returning player's stored user may be days old: it is re-validated this long after start,
 * once the page's own first calls are out (and together with the start check of spec §4).
 */
export const START_REFRESH_DELAY_MS = 2_000;

/**
 * Everything a session does in the background (spec §4): the user refresh loop, user-updated
 * events, logout across tabs and the e-mail verification checks at start and on user changes.
 */
export function useSessionEffects(enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const markChecked = useSessionCheckStore.getState().markChecked;
    const loop = createRefreshLoop({
      validate: validateSession,
      onUser: dispatchUserUpdated,
      onSettled: () => markChecked(useSessionStore.getState().token),
    });

    const onUserUpdated = (event: Event) =>
      void userOfEvent(event).then((user) => {
        if (user) updateUser(user);
      });
    window.addEventListener(USER_UPDATED_EVENT, onUserUpdated);
    const stopTabSync = syncSessionAcrossTabs();

    let cancelPrompt = () => {};
    let startRefresh: ReturnType<typeof setTimeout> | undefined;
    if (isLoggedIn(getSession())) {
      loop.start();
      startRefresh = setTimeout(() => void loop.refresh({ force: true }), START_REFRESH_DELAY_MS);
      cancelPrompt = scheduleVerificationPrompt(VERIFY_AFTER_START_MS);
    }

    const rescheduleLoginPrompt = () => {
      cancelPrompt();
      cancelPrompt = scheduleVerificationPrompt(VERIFY_AFTER_USER_CHANGE_MS);
    };
    const unsubscribeToken = useSessionStore.subscribe((state, previous) => {
      if (state.token === previous.token) return;
      loop.stop();
      clearTimeout(startRefresh);
      if (isLoggedIn(getSession())) {
        // A login (here or in another tab) brings a fresh user: the next refresh waits an interval.
        loop.start({ fresh: true });
        markChecked(state.token);
        rescheduleLoginPrompt();
      } else {
        markChecked(null);
      }
    });
    // A newer user (refreshed, or changed by a purchase or a confirmation) may change the prompt.
    const unsubscribeUser = onSessionUserChange(rescheduleLoginPrompt);

    return () => {
      unsubscribeToken();
      unsubscribeUser();
      cancelPrompt();
      clearTimeout(startRefresh);
      loop.stop();
      stopTabSync();
      window.removeEventListener(USER_UPDATED_EVENT, onUserUpdated);
    };
  }, [enabled]);
}
