import { MODAL_SWITCH_DELAY_MS } from '@pitchside/contract/constants';
import { create } from 'zustand';

/** `verify-email`: the e-mail verification modal (spec §2), opened after sign-up or for an unconfirmed player. */
export type ModalName = 'login' | 'signup' | 'forgot' | 'download' | 'verify-email';

interface ModalState {
  open: ModalName | null;
  /**
   * Where a guest was going when a protected page sent them to sign in (`/webshop/tickets?x=1`):
   * after signing in they land there, not on the home page (issue 32).
   */
  returnTo: string | null;
  openModal: (name: ModalName, options?: { returnTo?: string }) => void;
  close: () => void;
  /** Spec §2: switching between the account modals waits 0.3 s so one closes before the next opens. */
  switchTo: (name: ModalName) => void;
}

let pendingSwitch: ReturnType<typeof setTimeout> | undefined;

function cancelPendingSwitch(): void {
  if (pendingSwitch !== undefined) clearTimeout(pendingSwitch);
  pendingSwitch = undefined;
}

export const useModalStore = create<ModalState>()((set) => ({
  open: null,
  returnTo: null,
  openModal: (name, options) => {
    cancelPendingSwitch();
    set({ open: name, returnTo: options?.returnTo ?? null });
  },
  close: () => {
    cancelPendingSwitch();
    set({ open: null, returnTo: null });
  },
  switchTo: (name) => {
    cancelPendingSwitch();
    set({ open: null });
    pendingSwitch = setTimeout(() => {
      pendingSwitch = undefined;
      set({ open: name });
    }, MODAL_SWITCH_DELAY_MS);
  },
}));
