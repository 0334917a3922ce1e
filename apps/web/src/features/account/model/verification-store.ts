import { RESEND_COOLDOWN_SECONDS } from '@pitchside/contract/constants';
import { create } from 'zustand';

interface VerificationState {
  /** The address a guest just registered with (a logged-in player's own address is used otherwise). */
  pendingEmail: string | null;
  /** Shows the "registration successful" note once, when the modal opens right after sign-up. */
  justRegistered: boolean;
  /** When each address may ask for a new code again (epoch ms). */
  cooldownUntil: Partial<Record<string, number>>;
  registered: (email: string) => void;
  acknowledgeRegistration: () => void;
  startCooldown: (email: string, seconds?: number) => void;
  clear: () => void;
}

const key = (email: string) => email.trim().toLowerCase();

export const useVerificationStore = create<VerificationState>()((set) => ({
  pendingEmail: null,
  justRegistered: false,
  cooldownUntil: {},
  registered: (email) =>
    set((state) => ({
      pendingEmail: key(email),
      justRegistered: true,
      // Sign-up has just sent a code: asking again at once would only be refused (spec §4, 120 s).
      cooldownUntil: { ...state.cooldownUntil, [key(email)]: Date.now() + RESEND_COOLDOWN_SECONDS * 1000 },
    })),
  acknowledgeRegistration: () => set({ justRegistered: false }),
  startCooldown: (email, seconds = RESEND_COOLDOWN_SECONDS) =>
    set((state) => ({
      cooldownUntil: { ...state.cooldownUntil, [key(email)]: Date.now() + seconds * 1000 },
    })),
  clear: () => set({ pendingEmail: null, justRegistered: false }),
}));

export function cooldownKey(email: string): string {
  return key(email);
}
