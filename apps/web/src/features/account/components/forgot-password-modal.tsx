import { useTranslation } from 'react-i18next';
import { AccountModalShell } from './account-modal-shell';

// Shell only: the Accounts capability puts the real form here.
export function ForgotPasswordModal() {
  const { t } = useTranslation('account');
  return (
    <AccountModalShell name="forgot" title={t('forgot.title')}>
      <p className="text-sm">{t('forgot.body')}</p>
    </AccountModalShell>
  );
}
