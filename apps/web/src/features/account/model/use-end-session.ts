import { useNavigate } from 'react-router';
import { useModalStore } from '@/lib/modals/modal-store';
import { logout } from '@/lib/session/session';
import { useAccountNoticeStore, type AccountNotice } from './notice-store';

/**
 * After a password or e-mail change the server has ended every session of the player (spec §4):
 * this tab (and through the shared storage every other tab) logs out, goes home and offers the login.
 */
export function useEndSessionAfterChange(): (notice: AccountNotice) => void {
  const navigate = useNavigate();
  return (notice) => {
    logout();
    useAccountNoticeStore.getState().show(notice);
    void navigate('/');
    useModalStore.getState().openModal('login');
  };
}
