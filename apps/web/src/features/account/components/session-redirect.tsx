import { SCREEN_ROUTES } from '@pitchside/contract/routes';
import { useEffect } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { useModalStore } from '@/lib/modals/modal-store';
import { LOGOUT_EVENT } from '@/lib/session/session-store';
import { useVerificationStore } from '../model/verification-store';

const ACCESS_BY_TITLE = new Map(SCREEN_ROUTES.map((route) => [route.titleKey, route.access]));

/**
 * A logout that did not start on this screen (another tab, an ended session) leaves no player
 * on a page meant for logged-in players: it goes home, and a verification prompt for the
 * departed player closes.
 */
export function SessionRedirect() {
  const navigate = useNavigate();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => match.handle)
    .reverse()
    .find(
      (handle): handle is { titleKey: string } =>
        typeof handle === 'object' && handle !== null && 'titleKey' in handle,
    )?.titleKey;
  const access = titleKey
    ? ACCESS_BY_TITLE.get(titleKey as (typeof SCREEN_ROUTES)[number]['titleKey'])
    : undefined;

  useEffect(() => {
    const onLogout = () => {
      const modals = useModalStore.getState();
      if (modals.open === 'verify-email' && !useVerificationStore.getState().pendingEmail) modals.close();
      if (access === 'confirmed' || access === 'staff') void navigate('/');
    };
    window.addEventListener(LOGOUT_EVENT, onLogout);
    return () => window.removeEventListener(LOGOUT_EVENT, onLogout);
  }, [access, navigate]);

  return null;
}
