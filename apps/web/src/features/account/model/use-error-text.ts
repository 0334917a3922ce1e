import { useTranslation } from 'react-i18next';
import { accountErrorText, type AccountFlow } from './account-errors';

/** The translated spec §8 text for a failed call of an account flow (undefined without an error). */
export function useErrorText(): (flow: AccountFlow, error: unknown) => string | undefined {
  const { t } = useTranslation(['account', 'errors']);
  return (flow, error) => {
    if (!error) return undefined;
    const text = accountErrorText(flow, error);
    return text.values ? t(text.key, text.values) : t(text.key);
  };
}
