import { useTranslation } from 'react-i18next';
import { AccountModalShell } from './account-modal-shell';

// Shell only: the Accounts capability puts the real form here.
export function LoginModal() {
  const { t } = useTranslation('account');
  return (
    <AccountModalShell name="login" title={t('login.title')}>
      <p className="text-sm">{t('login.body')}</p>
    </AccountModalShell>
  );
}
