import { create } from 'zustand';

interface SessionCheckState {
  /** The token whose session has been checked with the server (login answer or first validate). */
  checkedToken: string | null;
  markChecked: (token: string | null) => void;
}

/**
 * Per-player calls (notifications) wait until the stored session has been checked once, so a
 * returning player's first page load is not crowded by background calls with a possibly dead token.
 */
export const useSessionCheckStore = create<SessionCheckState>()((set) => ({
  checkedToken: null,
  markChecked: (token) => set({ checkedToken: token }),
}));
