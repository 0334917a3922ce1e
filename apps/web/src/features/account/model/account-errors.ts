import { isApiError, type ApiError } from '@/lib/api/api-error';

/**
 * Spec §8 error catalogue for the account flows: which text (an i18n key) a failure shows.
 * Codes come first, then the HTTP status, then the flow's own fallback.
 */
export type AccountFlow =
  | 'login'
  | 'forgot'
  | 'resetCheck'
  | 'reset'
  | 'verify'
  | 'resend'
  | 'referral'
  | 'register'
  | 'changePassword'
  | 'sendEmailCode'
  | 'changeEmail'
  | 'gameSignIn'
  | 'avatar'
  | 'twoFactor';

export type ErrorKey =
  | 'account:errors.login.tooMany'
  | 'account:errors.login.invalid'
  | 'account:errors.login.checkCredentials'
  | 'account:errors.login.fallback'
  | 'account:errors.blocked'
  | 'account:errors.server'
  | 'account:errors.tooManyRequests'
  | 'account:errors.forgot.tooMany'
  | 'account:errors.forgot.fallback'
  | 'account:errors.reset.expired'
  | 'account:errors.reset.used'
  | 'account:errors.reset.invalid'
  | 'account:errors.reset.checkFallback'
  | 'account:errors.reset.mismatch'
  | 'account:errors.reset.tooShort'
  | 'account:errors.reset.fallback'
  | 'account:errors.verify.expired'
  | 'account:errors.verify.invalid'
  | 'account:errors.verify.used'
  | 'account:errors.verify.tooMany'
  | 'account:errors.verify.alreadyVerified'
  | 'account:errors.verify.notFound'
  | 'account:errors.verify.fallback'
  | 'account:errors.resend.wait'
  | 'account:errors.resend.tooMany'
  | 'account:errors.resend.fallback'
  | 'account:errors.referral.notFound'
  | 'account:errors.referral.fallback'
  | 'account:errors.register.emailTaken'
  | 'account:errors.register.emailInvalid'
  | 'account:errors.register.passwordShort'
  | 'account:errors.register.referralUsed'
  | 'account:errors.register.fallback'
  | 'account:errors.changePassword.wrongCurrent'
  | 'account:errors.changePassword.weak'
  | 'account:errors.changePassword.unchanged'
  | 'account:errors.changePassword.mismatch'
  | 'account:errors.changePassword.fallback'
  | 'account:errors.changeEmail.sendFailed'
  | 'account:errors.changeEmail.fallback'
  | 'account:errors.changeEmail.unchanged'
  | 'account:errors.changeEmail.mismatch'
  | 'account:errors.avatar.fallback'
  | 'account:gameSignIn.errors.invalid'
  | 'account:gameSignIn.errors.passwordLogin'
  | 'account:gameSignIn.errors.fallback'
  | 'account:errors.twoFactor.invalid'
  | 'account:errors.twoFactor.expired'
  | 'account:errors.twoFactor.staffRequired'
  | 'account:errors.twoFactor.fallback'
  | 'errors:api.timeout'
  | 'errors:api.network';

export interface ErrorText {
  key: ErrorKey;
  /** `count` for texts with a number of seconds. */
  values?: { count: number };
  /** For the resend countdown: the seconds the server asked us to wait. */
  waitSeconds?: number;
}

const CODE_TEXTS: Partial<Record<string, ErrorKey>> = {
  CODE_EXPIRED: 'account:errors.verify.expired',
  CODE_INVALID: 'account:errors.verify.invalid',
  CODE_USED: 'account:errors.verify.used',
  CODE_ATTEMPTS_EXCEEDED: 'account:errors.verify.tooMany',
  EMAIL_ALREADY_VERIFIED: 'account:errors.verify.alreadyVerified',
  EMAIL_NOT_FOUND: 'account:errors.verify.notFound',
  RESET_LINK_EXPIRED: 'account:errors.reset.expired',
  RESET_LINK_USED: 'account:errors.reset.used',
  RESET_LINK_INVALID: 'account:errors.reset.invalid',
  ACCOUNT_BLOCKED: 'account:errors.blocked',
  EMAIL_TAKEN: 'account:errors.register.emailTaken',
  REFERRAL_NOT_FOUND: 'account:errors.referral.notFound',
  WRONG_CURRENT_PASSWORD: 'account:errors.changePassword.wrongCurrent',
  PASSWORD_TOO_WEAK: 'account:errors.changePassword.weak',
  PASSWORD_UNCHANGED: 'account:errors.changePassword.unchanged',
  EMAIL_UNCHANGED: 'account:errors.changeEmail.unchanged',
  EMAILS_DO_NOT_MATCH: 'account:errors.changeEmail.mismatch',
  GAME_SIGN_IN_LINK_INVALID: 'account:gameSignIn.errors.invalid',
};

const FALLBACKS: Record<AccountFlow, ErrorKey> = {
  login: 'account:errors.login.fallback',
  forgot: 'account:errors.forgot.fallback',
  resetCheck: 'account:errors.reset.checkFallback',
  reset: 'account:errors.reset.fallback',
  verify: 'account:errors.verify.fallback',
  resend: 'account:errors.resend.fallback',
  referral: 'account:errors.referral.fallback',
  register: 'account:errors.register.fallback',
  changePassword: 'account:errors.changePassword.fallback',
  sendEmailCode: 'account:errors.changeEmail.sendFailed',
  changeEmail: 'account:errors.changeEmail.fallback',
  avatar: 'account:errors.avatar.fallback',
  gameSignIn: 'account:gameSignIn.errors.fallback',
  twoFactor: 'account:errors.twoFactor.fallback',
};

function tooMany(flow: AccountFlow, error: ApiError): ErrorText {
  switch (flow) {
    case 'login':
      return { key: 'account:errors.login.tooMany' };
    case 'forgot':
    case 'resetCheck':
    case 'reset':
      return { key: 'account:errors.forgot.tooMany' };
    case 'verify':
      return { key: 'account:errors.verify.tooMany' };
    case 'resend':
    case 'sendEmailCode': {
      const seconds = error.retryAfter ?? cooldownOf(error);
      // spec §8: the server's cooldownRemaining both words the message and sets the countdown.
      return error.code === 'RESEND_COOLDOWN' && seconds !== undefined
        ? { key: 'account:errors.resend.wait', values: { count: seconds }, waitSeconds: seconds }
        : { key: 'account:errors.resend.tooMany' };
    }
    default:
      return { key: 'account:errors.tooManyRequests' };
  }
}

function cooldownOf(error: ApiError): number | undefined {
  const value = error.details.cooldownRemaining;
  return typeof value === 'number' && value >= 0 ? value : undefined;
}

/** The message a failed account call shows (spec §8), as an i18n key with its values. */
export function accountErrorText(flow: AccountFlow, error: unknown): ErrorText {
  if (!isApiError(error)) return { key: FALLBACKS[flow] };
  if (error.code === 'TIMEOUT') return { key: 'errors:api.timeout' };
  if (error.code === 'NETWORK') return { key: 'errors:api.network' };
  if (error.status === 429) return tooMany(flow, error);

  if (flow === 'login') {
    if (error.status === 401) return { key: 'account:errors.login.invalid' };
    if (error.code === 'VALIDATION_FAILED') return { key: 'account:errors.login.checkCredentials' };
  }
  if (flow === 'register') {
    if (error.code === 'REFERRAL_ALREADY_USED') return { key: 'account:errors.register.referralUsed' };
    if (error.code === 'VALIDATION_FAILED') {
      // The server words which field it refused; the form checks both first, so this is rare.
      if (/email/i.test(error.message)) return { key: 'account:errors.register.emailInvalid' };
      if (/password/i.test(error.message)) return { key: 'account:errors.register.passwordShort' };
    }
  }
  if (flow === 'reset') {
    if (error.code === 'PASSWORDS_DO_NOT_MATCH') return { key: 'account:errors.reset.mismatch' };
    if (error.code === 'VALIDATION_FAILED' && /at least/i.test(error.message))
      return { key: 'account:errors.reset.tooShort' };
  }
  if (flow === 'changePassword' && error.code === 'PASSWORDS_DO_NOT_MATCH') {
    return { key: 'account:errors.changePassword.mismatch' };
  }
  if (flow === 'twoFactor') {
    if (error.code === 'CODE_INVALID') return { key: 'account:errors.twoFactor.invalid' };
    if (error.code === 'CODE_EXPIRED') return { key: 'account:errors.twoFactor.expired' };
  }
  if (error.code === 'TWO_FACTOR_REQUIRED') return { key: 'account:errors.twoFactor.staffRequired' };
  if (flow === 'resend' && error.code === 'EMAIL_NOT_FOUND') return { key: 'account:errors.verify.notFound' };

  if (flow === 'gameSignIn') {
    // A staff or two-factor account: the link is refused, the password login is not.
    if (error.code === 'FORBIDDEN') return { key: 'account:gameSignIn.errors.passwordLogin' };
    if (error.code === 'VALIDATION_FAILED') return { key: 'account:gameSignIn.errors.invalid' };
  }
  const byCode = CODE_TEXTS[error.code];
  if (byCode) return { key: byCode };
  if (error.status >= 500) return { key: 'account:errors.server' };
  return { key: FALLBACKS[flow] };
}
