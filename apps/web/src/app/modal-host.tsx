import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { SessionRedirect } from '@/features/account/components/session-redirect';
import { useModalStore, type ModalName } from '@/lib/modals/modal-store';

/**
 * The store-driven modals. Their code (forms, validation, the dialog primitive) is not part of
 * the first visit: each one is fetched the first time it is asked for, then stays mounted so its
 * closing animation and its state behave as before. Once the page has loaded and the browser is
 * idle, the login and sign-up modals are fetched ahead, so opening them waits for nothing.
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

function preloadWhenIdle(): () => void {
  let cancelled = false;
  const preload = () => {
    if (cancelled) return;
    for (const name of PRELOADED) {
      // A failed prefetch is retried by the real open.
      modalModules[name]().catch(() => {});
    }
  };
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(preload, { timeout: 5_000 })
      : setTimeout(preload, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

export function ModalHost() {
  const open = useModalStore((state) => state.open);
  const [used, setUsed] = useState<ModalName[]>([]);
  // Derived during render (React's "storing information from previous renders"): once asked
  // for, a modal stays mounted.
  if (open && !used.includes(open)) setUsed([...used, open]);
  useEffect(preloadWhenIdle, []);
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
