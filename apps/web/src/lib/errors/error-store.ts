import { create } from 'zustand';

interface ErrorState {
  /** Either an i18n key (`errors:network`) or a text that is already translated. */
  message: string | null;
  show: (message: string) => void;
  dismiss: () => void;
}

export const useErrorStore = create<ErrorState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  dismiss: () => set({ message: null }),
}));
