import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@pitchside/contract/constants';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Routes called by other servers with their own signatures (webhooks, ingestion) opt out.
     * So do public cacheable reads: they never set the cookie, because a response that shared
     * caches may store must not carry a Set-Cookie (the client fetches /api/csrf instead).
     */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit cookie: the server hands out a random XSRF-TOKEN cookie and every
 * state-changing /api call must echo it in the X-XSRF-TOKEN header. A foreign site can make
 * the browser send the cookie but cannot read it to set the header.
 */
export async function registerCsrf(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cookie);
  const secure = config.publicUrl.startsWith('https://');

  const issue = (reply: FastifyReply) => {
    const token = randomBytes(32).toString('base64url');
    reply.setCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'lax', secure, httpOnly: false });
    return token;
  };

  app.get('/api/csrf', { schema: { hide: true } }, async (request, reply) => {
    const token = request.cookies[CSRF_COOKIE] ?? issue(reply);
    return { success: true, data: { token } };
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/')) return;
    const optedOut = request.routeOptions.config?.csrf === false;
    if (SAFE_METHODS.has(request.method)) {
      if (!request.cookies[CSRF_COOKIE] && !optedOut) issue(reply);
      return;
    }
    if (optedOut) return;
    const cookieToken = request.cookies[CSRF_COOKIE];
    const headerToken = request.headers[CSRF_HEADER];
    if (!cookieToken || typeof headerToken !== 'string' || !sameToken(cookieToken, headerToken)) {
      throw new AppError('CSRF_TOKEN_INVALID', 'Security token missing or expired. Please refresh the page.');
    }
  });
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
