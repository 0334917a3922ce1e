import { create } from 'zustand';

/**
 * What a sign-in link from the game leaves for later (game-sign-in-page.tsx): the referral ID a
 * player without an account signs up with, and the page the game asked for, reached once the
 * player has signed up and confirmed the e-mail address. The login modal leaves here too the page
 * that asked an unconfirmed player to sign in. Kept in memory: a reload starts afresh.
 */
interface GameSignInState {
  referralId: string | null;
  next: string | null;
  /** A game player without an account: sign-up starts with its referral ID. */
  startSignUp: (referralId: string, next: string) => void;
  /** Where to go once the e-mail address is confirmed. */
  rememberNext: (next: string) => void;
  /** The sign-up form has taken the referral ID in: it owns it from then on (Back clears it). */
  clearReferralId: () => void;
  /** The page to land on after verification, once. */
  takeNext: () => string | null;
}

export const useGameSignInStore = create<GameSignInState>()((set, get) => ({
  referralId: null,
  next: null,
  startSignUp: (referralId, next) => set({ referralId, next }),
  rememberNext: (next) => set({ next }),
  clearReferralId: () => set({ referralId: null }),
  takeNext: () => {
    const { next } = get();
    if (next !== null) set({ next: null });
    return next;
  },
}));
