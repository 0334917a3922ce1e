import { useTranslation } from 'react-i18next';
import { AccountModalShell } from './account-modal-shell';

// Shell only: the Accounts capability puts the real form here.
export function SignupModal() {
  const { t } = useTranslation('account');
  return (
    <AccountModalShell name="signup" title={t('signup.title')}>
      <p className="text-sm">{t('signup.body')}</p>
    </AccountModalShell>
  );
}
