import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';

/** The call that failed: each has its own fallback text (spec §8 "Payment (shop area)"). */
export type PaymentCall = 'createLink' | 'checkoutUrl' | 'verify' | 'searchUser' | 'createGiftLink';

/** Keys under `errors.` in the `payments` namespace. */
export type PaymentErrorKey =
  | 'alreadyHasPremiumGift'
  | 'alreadyHasPremiumOwn'
  | 'notAllowed'
  | 'dailyOfferClaimed'
  | 'giftToSelf'
  | 'referralNotFound'
  | 'offerExpired'
  | 'sessionExpired'
  | 'forbidden'
  | 'sessionNotFound'
  | 'sessionGone'
  | 'tooManyRequests'
  | 'server'
  | 'timeout'
  | 'network'
  | 'createLink'
  | 'checkoutUrl'
  | 'verify'
  | 'searchUser'
  | 'createGiftLink';

export interface PaymentErrorDescription {
  key: PaymentErrorKey;
  /** Interpolation values; premium names are raw ("Silver") and translated by the hook. */
  values?: { recipient?: string; current?: string; requested?: string };
  /** A server text with no translation of ours (an unknown 409): shown as sent. */
  serverMessage?: string;
}

const FALLBACK: Record<PaymentCall, PaymentErrorKey> = {
  createLink: 'createLink',
  checkoutUrl: 'checkoutUrl',
  verify: 'verify',
  searchUser: 'searchUser',
  createGiftLink: 'createGiftLink',
};

// 409 texts the server sends in English that we know and translate.
const KNOWN_CONFLICT_MESSAGES: Record<string, PaymentErrorKey> = {
  'This purchase is not allowed': 'notAllowed',
  "You have already claimed today's offer. Come back tomorrow!": 'dailyOfferClaimed',
  'You cannot send a gift to yourself.': 'giftToSelf',
};

const PREMIUM_GIFT = /^(.+) already has (\w+) Premium membership\. You cannot gift (\w+) Premium\.$/;
const PREMIUM_OWN = /^You already have (\w+) membership\. You cannot purchase (\w+) Premium again\.$/;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function describePremium(
  details: Record<string, unknown>,
  message: string,
  isGift: boolean | undefined,
): PaymentErrorDescription {
  let recipient = text(details.recipient);
  let current = text(details.current);
  let requested = text(details.requested);
  // Older servers (or proxies) may drop the extra fields: the English message carries them too.
  const gift = PREMIUM_GIFT.exec(message);
  const own = PREMIUM_OWN.exec(message);
  if (gift) {
    recipient ??= gift[1];
    current ??= gift[2];
    requested ??= gift[3];
  } else if (own) {
    current ??= own[1];
    requested ??= own[2];
  }
  const values = { recipient: recipient ?? '', current: current ?? '', requested: requested ?? '' };
  const asGift = isGift ?? Boolean(recipient);
  return { key: asGift ? 'alreadyHasPremiumGift' : 'alreadyHasPremiumOwn', values };
}

/**
 * Chooses the spec §8 text for a failed payment call. Pure, so the mapping is testable
 * without rendering; screens use `usePaymentErrorText` below.
 */
export function describePaymentError(
  error: unknown,
  call: PaymentCall,
  options: { isGift?: boolean } = {},
): PaymentErrorDescription {
  if (!isApiError(error)) return { key: FALLBACK[call] };
  if (error.code === 'TIMEOUT') return { key: 'timeout' };
  if (error.code === 'NETWORK') return { key: 'network' };
  if (error.code === 'CHECKOUT_URL_MISSING') return { key: 'checkoutUrl' };
  if (error.code === 'REFERRAL_NOT_FOUND') return { key: 'referralNotFound' };
  if (error.code === 'UPSELL_EXPIRED') return { key: 'offerExpired' };

  const { status } = error;
  if (status === 409) {
    if (error.code === 'ALREADY_HAS_PREMIUM') {
      return describePremium(error.details, error.message, options.isGift);
    }
    const known = KNOWN_CONFLICT_MESSAGES[error.message];
    if (known) return { key: known };
    return error.message ? { key: 'notAllowed', serverMessage: error.message } : { key: 'notAllowed' };
  }
  if (status === 401) return { key: 'sessionExpired' };
  if (status === 403) return { key: 'forbidden' };
  if (status === 404) return { key: 'sessionNotFound' };
  if (status === 410) return { key: 'sessionGone' };
  if (status === 429) return { key: 'tooManyRequests' };
  if (status >= 500) return { key: 'server' };
  return { key: FALLBACK[call] };
}

/** `(error, call) => text` in the player's language, for any screen that starts a payment. */
export function usePaymentErrorText(): (
  error: unknown,
  call: PaymentCall,
  options?: { isGift?: boolean },
) => string {
  const { t } = useTranslation('payments');
  return useCallback(
    (error, call, options) => {
      const description = describePaymentError(error, call, options);
      if (description.serverMessage) return description.serverMessage;
      const values = description.values;
      if (!values) return t(`errors.${description.key}`);
      const premium = (name: string) => {
        const slug = name.toLowerCase();
        return slug === 'silver' || slug === 'platinum' || slug === 'none' ? t(`premiumNames.${slug}`) : name;
      };
      return t(`errors.${description.key}`, {
        recipient: values.recipient ?? '',
        current: premium(values.current ?? ''),
        requested: premium(values.requested ?? ''),
      });
    },
    [t],
  );
}
