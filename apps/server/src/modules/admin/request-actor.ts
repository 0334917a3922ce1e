import type { FastifyRequest } from 'fastify';
import type { Actor } from './players-service.ts';

/**
 * Who is making a back office change, as the audit log records it. Call it only behind a staff
 * guard: `authenticated()` throws for a request nobody signed in to.
 */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = request.authenticated();
  return { id: user.id, email: user.email, ip: request.ip };
}
