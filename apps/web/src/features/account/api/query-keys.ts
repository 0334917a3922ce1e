/** Query keys of the account feature's server reads (the security tab). */
export const accountKeys = {
  all: ['account'] as const,
  twoFactor: () => ['account', 'two-factor'] as const,
  sessions: () => ['account', 'sessions'] as const,
  loginHistory: () => ['account', 'login-history'] as const,
  push: () => ['account', 'push'] as const,
};
