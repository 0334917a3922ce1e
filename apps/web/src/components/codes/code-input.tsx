import { REDEEM_ERRORS } from '@pitchside/contract/errors';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api/api-error';
import { errorMessageKey } from '@/lib/api/error-messages';

type CodeError = (typeof REDEEM_ERRORS)[number];
const isCodeError = (code: string): code is CodeError => (REDEEM_ERRORS as readonly string[]).includes(code);

/**
 * A promo code as players type it (issue 36: /redeem, and the discount code at checkout): capitals,
 * left to right, no autocorrection, at most 32 characters.
 */
export function CodeInput({
  onValue,
  ...input
}: Omit<ComponentProps<typeof Input>, 'onChange'> & { value: string; onValue: (code: string) => void }) {
  return (
    <Input
      name="code"
      onChange={(event) => onValue(event.target.value.toUpperCase())}
      placeholder="MATCHDAY25"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={32}
      dir="ltr"
      {...input}
    />
  );
}

/**
 * Why the server refused a code, in the player's words: the code rules of /redeem (which the
 * checkout's discount code follows too), else the general text of the failure; null without one.
 */
export function useCodeErrorText(error: unknown): string | null {
  const { t } = useTranslation(['offers', 'errors']);
  if (!error) return null;
  return isApiError(error) && isCodeError(error.code)
    ? t(`offers:redeem.errors.${error.code}`)
    : String(t(errorMessageKey(error)));
}
