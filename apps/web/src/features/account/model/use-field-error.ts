import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EN_RESOURCES } from '@/lib/i18n/en-resources';

type ValidationKey = keyof (typeof EN_RESOURCES)['account']['validation'];

function isValidationKey(message: string): message is `validation.${ValidationKey}` {
  return message.startsWith('validation.');
}

/** Form schemas carry i18n keys as messages (model/form-schemas.ts); this turns one into text. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('account');
  return (error) => {
    const message = error?.message;
    if (!message) return undefined;
    return isValidationKey(message) ? t(message) : message;
  };
}
