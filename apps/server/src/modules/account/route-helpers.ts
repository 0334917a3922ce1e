import type { FastifyReply } from 'fastify';
import type { AccountDeps } from './deps.ts';
import type { accountRateLimits } from './rate-limits.ts';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH, DEVICE_COOKIE } from './known-devices.ts';

/** What the account route files share: the operations' dependencies and the flows' limits. */
export interface AccountRouteOptions {
  deps: AccountDeps;
  limits: ReturnType<typeof accountRateLimits>;
  /** Cookies only over HTTPS (PUBLIC_URL is https). */
  secureCookies: boolean;
}

export const tags = ['account'];

/** The device cookie (known-devices.ts): HttpOnly, sent only to the login routes. */
export const setDeviceCookie = (reply: FastifyReply, device: string, secure: boolean) =>
  reply.setCookie(DEVICE_COOKIE, device, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });

export const userAgentOf = (headers: Record<string, unknown>) =>
  typeof headers['user-agent'] === 'string' ? headers['user-agent'] : undefined;
