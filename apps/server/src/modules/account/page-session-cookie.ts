import type { FastifyInstance } from 'fastify';
import { PAGE_SESSION_COOKIE } from '@pitchside/contract/server-page';

/**
 * The session cookie of server rendering (decision 0021). The app holds its bearer token in
 * localStorage, which the server cannot read when a page is asked for; so an answer to a call the
 * bearer token authenticated hands the browser the same token in an HttpOnly cookie, and the
 * server renders that player's money pages with their data. The cookie authorises nothing in the
 * API (every call still needs the bearer header and, when it changes something, the CSRF header),
 * and a revoked or expired session renders no page from it: a logout leaves it inert.
 *
 * Registered on the root instance, so that it sees every route's answer.
 */
export function registerPageSessionCookie(
  app: FastifyInstance,
  options: { secure: boolean; clock: () => Date },
) {
  const cookie = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: options.secure };
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth || reply.statusCode >= 400) return payload;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
    if (!token || request.cookies?.[PAGE_SESSION_COOKIE] === token) return payload;
    reply.setCookie(PAGE_SESSION_COOKIE, token, {
      ...cookie,
      // Never outlives the session it names.
      maxAge: Math.max(0, Math.floor((auth.session.expiresAt.getTime() - options.clock().getTime()) / 1000)),
    });
    return payload;
  });
}
