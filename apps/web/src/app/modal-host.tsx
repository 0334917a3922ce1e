import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { SessionRedirect } from '@/features/account/components/session-redirect';
import { useModalStore, type ModalName } from '@/lib/modals/modal-store';
import { onFirstInteraction } from '@/lib/on-first-interaction';
import { getSession, isLoggedIn } from '@/lib/session/session';

/**
 * The store-driven modals. Their code (forms, validation, the dialog primitive) is not part of
 * the first visit: each one is fetched the first time it is asked for, then stays mounted so its
 * closing animation and its state behave as before. A guest's login and sign-up modals are fetched
 * ahead once the guest starts using the page (a touch, a scroll, a key), so opening them rarely
 * waits; not while the page starts, where they competed with it for a phone's CPU (decision 0012).
 */
const modalModules = {
  login: () => import('@/features/account/components/login-modal').then((m) => ({ default: m.LoginModal })),
  signup: () =>
    import('@/features/account/components/signup-modal').then((m) => ({ default: m.SignupModal })),
  forgot: () =>
    import('@/features/account/components/forgot-password-modal').then((m) => ({
      default: m.ForgotPasswordModal,
    })),
  'verify-email': () =>
    import('@/features/account/components/verify-email-modal').then((m) => ({ default: m.VerifyEmailModal })),
  download: () =>
    import('@/features/content/components/download-modal').then((m) => ({ default: m.DownloadModal })),
} satisfies Record<ModalName, () => Promise<{ default: ComponentType }>>;

const modals = Object.fromEntries(
  Object.entries(modalModules).map(([name, load]) => [name, lazy(load)]),
) as Record<ModalName, LazyExoticComponent<ComponentType>>;

const PRELOADED: ModalName[] = ['login', 'signup'];

/** A guest's login and sign-up modals, fetched once the guest starts using the page. */
function preloadGuestModals(): () => void {
  return onFirstInteraction(() => {
    if (isLoggedIn(getSession())) return;
    for (const name of PRELOADED) {
      // A failed prefetch is retried by the real open.
      modalModules[name]().catch(() => {});
    }
  });
}

export function ModalHost() {
  const open = useModalStore((state) => state.open);
  const [used, setUsed] = useState<ModalName[]>([]);
  // Derived during render (React's "storing information from previous renders"): once asked
  // for, a modal stays mounted.
  if (open && !used.includes(open)) setUsed([...used, open]);
  useEffect(preloadGuestModals, []);
  return (
    <>
      {used.map((name) => {
        const Modal = modals[name];
        return (
          <Suspense key={name} fallback={null}>
            <Modal />
          </Suspense>
        );
      })}
      <SessionRedirect />
    </>
  );
}
