import { useTranslation } from 'react-i18next';
import { accountErrorText } from './account-errors';

type Fallback = 'security:dataRights.deleteFailed' | 'security:dataRights.cancelFailed';

/**
 * The text a failed deletion call shows: a wrong password reads as it does when changing the
 * password (the server answers the same), too many tries, time-outs and server errors as in
 * every account flow, anything else the data card's own fallback. Undefined without an error.
 */
export function useDeletionErrorText(): (error: unknown, fallback: Fallback) => string | undefined {
  const { t } = useTranslation(['account', 'errors', 'security']);
  return (error, fallback) => {
    if (!error) return undefined;
    const text = accountErrorText('changePassword', error);
    const key = text.key === 'account:errors.changePassword.fallback' ? fallback : text.key;
    return text.values ? t(key, text.values) : t(key);
  };
}
