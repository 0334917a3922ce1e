import type { RouteAccess } from '@pitchside/contract/routes';
import { isStaffRole, mayUse, type StaffArea } from '@pitchside/contract/staff-roles';
import { data, redirect } from 'react-router';
import { useModalStore } from '@/lib/modals/modal-store';
import { getSession, isLoggedIn } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';

export type AccessDecision = 'allow' | 'home' | 'home-and-login' | 'not-allowed';

/** Spec §2 "Navigation guard", as a pure rule so it can be tested and reused. */
export function decideAccess(
  access: RouteAccess,
  session: { token: string | null; user: SessionUser | null },
  area?: StaffArea,
): AccessDecision {
  const loggedIn = isLoggedIn(session);
  switch (access) {
    case 'public':
      return 'allow';
    case 'guest':
      return loggedIn ? 'home' : 'allow';
    case 'confirmed':
      if (!loggedIn) return 'home-and-login';
      return session.user?.emailconfirmed ? 'allow' : 'home';
    case 'staff':
      if (!loggedIn) return 'home-and-login';
      if (!session.user?.emailconfirmed || !area) return 'home';
      if (mayUse(session.user.role, area)) return 'allow';
      // A staff member whose role does not cover this area is told so in the console (issue 35),
      // not sent to the player's home as if they had mistyped; a player still goes home.
      return isStaffRole(session.user.role) ? 'not-allowed' : 'home';
  }
}

/**
 * Runs as the route's loader, i.e. before the screen renders or even downloads, and only on
 * navigation: logging out on a protected screen does not bounce and prompt — logout itself goes home.
 */
export function accessLoader(access: RouteAccess, area?: StaffArea) {
  return ({ request }: { request: Request }) => {
    const decision = decideAccess(access, getSession(), area);
    if (decision === 'allow') return null;
    // The console's error boundary shows "Not allowed" for it (console-route-error.tsx).
    if (decision === 'not-allowed') throw data(null, { status: 403 });
    if (decision === 'home-and-login') {
      // Signing in brings the guest back to the page they asked for (a link from the game, an e-mail).
      const url = new URL(request.url);
      useModalStore.getState().openModal('login', { returnTo: `${url.pathname}${url.search}` });
    }
    return redirect('/');
  };
}
