import { create } from 'zustand';

export type AccountNotice = 'passwordChanged' | 'emailChanged';

interface NoticeState {
  /** A note the login modal shows once, after a change that ended the session. */
  notice: AccountNotice | null;
  show: (notice: AccountNotice) => void;
  clear: () => void;
}

export const useAccountNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  show: (notice) => set({ notice }),
  clear: () => set({ notice: null }),
}));
